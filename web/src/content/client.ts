/**
 * The content client: one interface, two backends chosen from the environment
 * (ARCHITECTURE.md "Modes"):
 * - `local` — the seed dataset (`studio/seed/dataset.ndjson`) evaluated with groq-js, Sanity's own
 *   GROQ engine, so embedded mode runs the very queries cloud mode sends;
 * - `sanity` — the Content Lake through next-sanity's client (published perspective).
 * This module and its siblings are the only place that imports Sanity or groq-js packages.
 *
 * Caching is not done here: `sanityFetch` (./fetch.ts) wraps every backend call in Next's
 * `unstable_cache`, tagged per document type/slug. A backend only has to answer a query or throw
 * {@link ContentUnavailableError} when its source is down, so the web server can answer 503.
 */
import 'server-only';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { evaluateSync, parse } from 'groq-js';
import { createClient } from 'next-sanity';
import { type ServerEnv, serverEnv } from '@/config/env';

/** Query parameters (GROQ `$name` values). */
export type QueryParams = Record<string, string | number | boolean | string[]>;

/**
 * Per-call options of a backend. Kept for callers' compatibility only: the backends ignore them,
 * since tags and time-based revalidation are applied by `sanityFetch` through `unstable_cache`.
 */
export interface FetchOptions {
  tags?: string[];
  revalidate?: number | false;
}

/** A content backend: runs one GROQ query and resolves with its JSON result. */
export interface ContentBackend {
  readonly kind: 'local' | 'sanity';
  /**
   * @throws ContentUnavailableError when the content source cannot answer (dataset missing,
   *   unreadable or invalid; Content Lake unreachable, 5xx or rate limited)
   * @throws Error for a query the source rejects (a bug, not an outage)
   */
  fetch<T>(query: string, params?: QueryParams, options?: FetchOptions): Promise<T>;
}

/**
 * The content source (seed dataset file or Sanity Content Lake) cannot answer right now.
 * Pages that are already cached keep being served; a page rendered while this is thrown answers
 * the generic error screen, and the custom server (web/server.ts) turns its 500 into a 503 with
 * `Retry-After`. `cause` holds the underlying error.
 */
export class ContentUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ContentUnavailableError';
  }
}

// ---- Request context shared with the custom server ------------------------------------------------

/**
 * Global key of the per-request context store. web/server.ts puts an `AsyncLocalStorage` there and
 * runs each request inside `storage.run({ contentUnavailable: false }, …)`; the bundled app reads it
 * through this key because it cannot import the server's module instance.
 */
export const REQUEST_CONTEXT_KEY = Symbol.for('typeatlas.requestContext');

/** The per-request store the custom server creates (see web/server.ts). */
export interface RequestContext {
  contentUnavailable: boolean;
}

/**
 * Marks the current request as failed because the content source is unavailable, so the custom
 * server answers 503 instead of 500. A no-op under `next start`/`next dev` or outside a request.
 * @returns true when a request context was found and marked
 */
export function markContentUnavailable(): boolean {
  const storage = (globalThis as { [REQUEST_CONTEXT_KEY]?: { getStore(): RequestContext | undefined } })[REQUEST_CONTEXT_KEY];
  const store = storage?.getStore();
  if (!store) return false;
  store.contentUnavailable = true;
  return true;
}

// ---- Embedded backend: the NDJSON dataset with groq-js ----------------------------------------------

/** A document of an NDJSON export (only the fields the backend relies on). */
type DatasetDocument = { _id: string; _type: string } & Record<string, unknown>;

/**
 * Parses an NDJSON dataset export, skipping drafts (`drafts.` ids) and Sanity's system documents.
 * @throws Error naming the line when a line is not a JSON document with `_id` and `_type`
 */
export function parseNdjsonDataset(text: string, source = 'dataset'): DatasetDocument[] {
  const documents: DatasetDocument[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    let doc: unknown;
    try {
      doc = JSON.parse(line);
    } catch {
      throw new Error(`${source}:${index + 1} is not valid JSON`);
    }
    if (!doc || typeof doc !== 'object' || typeof (doc as DatasetDocument)._id !== 'string' || typeof (doc as DatasetDocument)._type !== 'string') {
      throw new Error(`${source}:${index + 1} is not a document with _id and _type`);
    }
    const document = doc as DatasetDocument;
    if (document._id.startsWith('drafts.') || document._type.startsWith('system.')) return;
    documents.push(document);
  });
  return documents;
}

/** Default location of the seed dataset, relative to the web app's working directory. */
export function defaultSeedDatasetPath(cwd = process.cwd()): string {
  return path.resolve(cwd, '..', 'studio', 'seed', 'dataset.ndjson');
}

/** How often a read is retried when the file changes while it is being read. */
const MAX_CONSISTENT_READ_ATTEMPTS = 3;

/**
 * The embedded backend: evaluates queries with groq-js against the NDJSON dataset.
 *
 * The file is `stat`ed on every fetch (one syscall) and re-read only when its identity changes
 * (mtime, ctime, size, inode), so editing the dataset and calling the revalidation webhook really
 * updates pages. A read is only used when the file did not change while it was read, and a
 * dataset is only used once it parsed completely: a half-written or invalid file is never served.
 * The outcome per file version is memoised, so a broken file fails fast without being re-parsed.
 *
 * @param datasetPath absolute or cwd-relative path of the NDJSON file
 * @throws ContentUnavailableError (from `fetch`) when the file is missing, unreadable, invalid,
 *   holds no published document, or keeps changing while it is read
 */
export function createLocalBackend(datasetPath: string): ContentBackend {
  let current: { version: string; documents: Promise<DatasetDocument[]> } | undefined;

  const unavailable = (reason: string, cause: unknown) =>
    new ContentUnavailableError(`The content dataset ${datasetPath} ${reason}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });

  /** The file's identity; any write or replacement changes it. */
  async function version(): Promise<string> {
    try {
      const stats = await stat(datasetPath);
      if (!stats.isFile()) throw new Error('not a regular file');
      return `${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
    } catch (error) {
      throw unavailable('cannot be read', error);
    }
  }

  async function read(expected: string, attempt: number): Promise<DatasetDocument[]> {
    let text: string;
    try {
      text = await readFile(datasetPath, 'utf8');
    } catch (error) {
      throw unavailable('cannot be read', error);
    }
    const after = await version();
    if (after !== expected) {
      // The file changed while it was read: the text may be torn. Read the new version instead.
      if (attempt >= MAX_CONSISTENT_READ_ATTEMPTS) throw unavailable('keeps changing', new Error(`changed during ${attempt} reads`));
      return load(after, attempt + 1);
    }
    let documents: DatasetDocument[];
    try {
      documents = parseNdjsonDataset(text, datasetPath);
    } catch (error) {
      throw unavailable('is not a valid NDJSON export', error);
    }
    // An empty export would turn every page into a 404 (and ISR would cache those): treat it as down.
    if (documents.length === 0) throw unavailable('is not usable', new Error('it holds no published document'));
    return documents;
  }

  /** Documents by `_id`, built once per loaded dataset (the dataset arrays are never mutated). */
  const indexes = new WeakMap<DatasetDocument[], Map<string, DatasetDocument>>();
  function indexOf(dataset: DatasetDocument[]): Map<string, DatasetDocument> {
    let index = indexes.get(dataset);
    if (!index) {
      index = new Map(dataset.map((document) => [document._id, document]));
      indexes.set(dataset, index);
    }
    return index;
  }

  function load(fileVersion: string, attempt = 1): Promise<DatasetDocument[]> {
    if (current?.version !== fileVersion) {
      current = { version: fileVersion, documents: read(fileVersion, attempt) };
    }
    return current.documents;
  }

  return {
    kind: 'local',
    async fetch<T>(query: string, params: QueryParams = {}): Promise<T> {
      const dataset = await load(await version());
      const byId = indexOf(dataset);
      const tree = parse(query, { params });
      // Synchronous evaluation with an id index for `->`: groq-js otherwise scans the whole dataset
      // per dereference (asynchronously, per document). Measured on 5,000 articles (issue 14): a
      // blog listing query 5.7 s → 0.07 s. Same engine, same results.
      const result = evaluateSync(tree, { dataset, params, dereference: ({ _ref }: { _ref: string }) => byId.get(_ref) ?? null });
      return result.get() as T;
    },
  };
}

// ---- Cloud backend: the Content Lake -----------------------------------------------------------------

/**
 * True when an error of the Sanity client means "the Content Lake cannot answer right now":
 * no HTTP status at all (DNS, connection refused/reset, TLS, timeout, abort), 5xx, 429 or 408.
 * Other 4xx (a query the API rejects, a bad token) are bugs or configuration errors, not outages.
 */
export function isSanityOutage(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status !== 'number') return true;
  return status >= 500 || status === 429 || status === 408;
}

/**
 * The cloud backend: the Content Lake via next-sanity (published documents only, no CDN so a
 * webhook-triggered revalidation reads the new revision).
 * @throws ContentUnavailableError (from `fetch`) on network errors, 5xx, 429 and 408
 */
export function createSanityBackend(config: Extract<ServerEnv, { contentSource: 'sanity' }>['sanity']): ContentBackend {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token,
    useCdn: false,
    perspective: 'published',
  });
  return {
    kind: 'sanity',
    async fetch<T>(query: string, params: QueryParams = {}): Promise<T> {
      try {
        return await client.fetch<T>(query, params);
      } catch (error) {
        if (isSanityOutage(error)) {
          throw new ContentUnavailableError(`The Sanity Content Lake is unavailable: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
        }
        throw error;
      }
    },
  };
}

let backend: ContentBackend | undefined;

/** The backend for this process, chosen from the validated environment. @throws EnvError */
export function contentBackend(): ContentBackend {
  if (!backend) {
    const env = serverEnv();
    backend =
      env.contentSource === 'local'
        ? createLocalBackend(env.seedDatasetPath ? path.resolve(env.seedDatasetPath) : defaultSeedDatasetPath())
        : createSanityBackend(env.sanity);
  }
  return backend;
}
