/**
 * The content client: one interface, two backends chosen from the environment
 * (ARCHITECTURE.md "Modes"):
 * - `local` — the seed dataset (`studio/seed/dataset.ndjson`) evaluated with groq-js, Sanity's own
 *   GROQ engine, so embedded mode runs the very queries cloud mode sends;
 * - `sanity` — the Content Lake through next-sanity's client (published perspective).
 * Both answer the `drafts` perspective too ({@link Perspective}), which only draft mode asks for.
 * This module and its siblings are the only place that imports Sanity or groq-js packages.
 *
 * Caching is not done here: `sanityFetch` (./fetch.ts) wraps every backend call in Next's
 * `unstable_cache`, tagged per document type/slug. A backend only has to answer a query or throw
 * {@link ContentUnavailableError} when its source is down, so the web server can answer 503.
 */
import 'server-only';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { evaluateSync, parse } from 'groq-js';
import { createClient } from 'next-sanity';
import { type ServerEnv, serverEnv } from '@/config/env';
import { draftStegaConfig } from './stega';

/**
 * Which documents a query sees (Sanity's perspectives, https://www.sanity.io/docs/perspectives):
 * - `published` — published documents only; `drafts.` documents are invisible (what visitors get);
 * - `drafts` — each `drafts.{id}` document overlays its published `{id}` (returned under the
 *   published `_id`, with `_originalId` naming the draft), and drafts never published appear too.
 *   Only draft mode (./draft-mode.ts) asks for it.
 */
export type Perspective = 'published' | 'drafts';

/** Query parameters (GROQ `$name` values). */
export type QueryParams = Record<string, string | number | boolean | string[]>;

/**
 * Per-call options of a backend. `tags` and `revalidate` are kept for callers' compatibility only
 * (the backends ignore them: `sanityFetch` applies them through `unstable_cache`); `perspective`
 * chooses the documents the query sees.
 */
export interface FetchOptions {
  tags?: string[];
  revalidate?: number | false;
  /** Which documents the query sees; default `published`. */
  perspective?: Perspective;
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
  /**
   * The content's revision, part of every data cache key (./fetch.ts): a read cached for one
   * revision is never served for another, even across builds (`.next/cache/fetch-cache` outlives a
   * rebuild — a dataset edited and rebuilt in place was prerendered from the old entries). The local
   * backend answers its dataset file's identity; the Content Lake answers `''` (its changes arrive
   * through the revalidation webhook's cache tags). Never throws: while the file cannot be read the
   * last known revision is kept, so cached reads keep serving through an outage.
   */
  revision(): Promise<string>;
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

/** Prefix of draft document ids (Sanity: a draft of `{id}` is stored as `drafts.{id}`). */
export const DRAFTS_PREFIX = 'drafts.';

/**
 * Parses an NDJSON dataset export, skipping drafts (`drafts.` ids) and Sanity's system documents:
 * the `published` perspective.
 * @throws Error naming the line when a line is not a JSON document with `_id` and `_type`
 */
export function parseNdjsonDataset(text: string, source = 'dataset'): DatasetDocument[] {
  return parseNdjsonExport(text, source).published;
}

/**
 * Parses an NDJSON dataset export into its published documents and its drafts (`drafts.` ids, kept
 * as stored); Sanity's system documents are skipped.
 * @throws Error naming the line when a line is not a JSON document with `_id` and `_type`
 */
export function parseNdjsonExport(text: string, source = 'dataset'): { published: DatasetDocument[]; drafts: DatasetDocument[] } {
  const documents: DatasetDocument[] = [];
  const drafts: DatasetDocument[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    let doc: unknown;
    try {
      doc = JSON.parse(line);
    } catch {
      throw new Error(`${source}:${index + 1} is not valid JSON`);
    }
    if (
      !doc ||
      typeof doc !== 'object' ||
      typeof (doc as DatasetDocument)._id !== 'string' ||
      typeof (doc as DatasetDocument)._type !== 'string'
    ) {
      throw new Error(`${source}:${index + 1} is not a document with _id and _type`);
    }
    const document = doc as DatasetDocument;
    if (document._type.startsWith('system.')) return;
    (document._id.startsWith(DRAFTS_PREFIX) ? drafts : documents).push(document);
  });
  return { published: documents, drafts };
}

/**
 * The documents a perspective sees (Sanity's semantics, evaluated locally):
 * `published` → the published documents, untouched; `drafts` → every published document, replaced
 * by its draft when one exists (the draft's fields under the published `_id`, `_originalId` =
 * `drafts.{id}`), followed by the drafts that have no published version (same renaming).
 * Pure; the input arrays are not modified.
 * @param published documents without the `drafts.` prefix
 * @param drafts documents whose `_id` starts with `drafts.`
 */
export function applyPerspective(
  published: readonly DatasetDocument[],
  drafts: readonly DatasetDocument[],
  perspective: Perspective,
): DatasetDocument[] {
  if (perspective === 'published' || drafts.length === 0) return [...published];
  const overlays = new Map(drafts.map((draft) => [draft._id.slice(DRAFTS_PREFIX.length), draft]));
  const asDraft = (draft: DatasetDocument, id: string): DatasetDocument => ({ ...draft, _id: id, _originalId: draft._id });
  const publishedIds = new Set(published.map((document) => document._id));
  return [
    ...published.map((document) => {
      const draft = overlays.get(document._id);
      return draft ? asDraft(draft, document._id) : document;
    }),
    ...[...overlays].filter(([id]) => !publishedIds.has(id)).map(([id, draft]) => asDraft(draft, id)),
  ];
}

/** A parsed dataset file: its published documents, and the `drafts` perspective built on demand. */
interface LoadedDataset {
  published: DatasetDocument[];
  drafts: () => DatasetDocument[];
}

const SEED_DATASET = path.join('studio', 'seed', 'dataset.ndjson');

/**
 * Default location of the seed dataset: `studio/seed/dataset.ndjson` in the nearest folder at or
 * above `cwd` that holds one — `web/` (the app), the repository root (vitest, scripts) and the
 * standalone server's folder all find it. Falls back to `../studio/seed/dataset.ndjson` from `cwd`
 * (whose read then fails with the dataset's own error). Returns an absolute path.
 */
export function defaultSeedDatasetPath(cwd = process.cwd()): string {
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, SEED_DATASET))) return path.join(dir, SEED_DATASET);
    if (path.dirname(dir) === dir) break;
  }
  return path.resolve(cwd, '..', SEED_DATASET);
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
  let current: { version: string; documents: Promise<LoadedDataset> } | undefined;

  const unavailable = (reason: string, cause: unknown) =>
    new ContentUnavailableError(`The content dataset ${datasetPath} ${reason}: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });

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

  async function read(expected: string, attempt: number): Promise<LoadedDataset> {
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
    let parsed: ReturnType<typeof parseNdjsonExport>;
    try {
      parsed = parseNdjsonExport(text, datasetPath);
    } catch (error) {
      throw unavailable('is not a valid NDJSON export', error);
    }
    // An empty export would turn every page into a 404 (and ISR would cache those): treat it as down.
    if (parsed.published.length === 0) throw unavailable('is not usable', new Error('it holds no published document'));
    const { published, drafts } = parsed;
    let withDrafts: DatasetDocument[] | undefined;
    return {
      published,
      // Built on the first draft-mode query only: visitors never pay for it.
      drafts: () => (withDrafts ??= applyPerspective(published, drafts, 'drafts')),
    };
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

  /** The last file identity seen by {@link ContentBackend.revision}. */
  let lastRevision = '';

  function load(fileVersion: string, attempt = 1): Promise<LoadedDataset> {
    if (current?.version !== fileVersion) {
      current = { version: fileVersion, documents: read(fileVersion, attempt) };
    }
    return current.documents;
  }

  return {
    kind: 'local',
    async revision() {
      try {
        lastRevision = await version();
      } catch {
        // Unreadable right now: keep the last revision so cached reads still serve (outage rule).
      }
      return lastRevision;
    },
    async fetch<T>(query: string, params: QueryParams = {}, options: FetchOptions = {}): Promise<T> {
      const loaded = await load(await version());
      const dataset = options.perspective === 'drafts' ? loaded.drafts() : loaded.published;
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
 * webhook-triggered revalidation reads the new revision). Draft-mode reads (`drafts` perspective)
 * are stega-encoded for Visual Editing when a studio URL is given (./stega.ts); published reads
 * never are.
 * @param studioUrl `SANITY_STUDIO_URL`, where overlays link to; unset: no stega
 * @throws ContentUnavailableError (from `fetch`) on network errors, 5xx, 429 and 408
 */
export function createSanityBackend(config: Extract<ServerEnv, { contentSource: 'sanity' }>['sanity'], studioUrl?: string): ContentBackend {
  const draftStega = draftStegaConfig(studioUrl);
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
    revision: async () => '',
    async fetch<T>(query: string, params: QueryParams = {}, options: FetchOptions = {}): Promise<T> {
      try {
        // Draft mode reads the `drafts` perspective with the read token, never through the CDN.
        if (options.perspective === 'drafts')
          return await client.fetch<T>(query, params, { perspective: 'drafts', useCdn: false, stega: draftStega });
        return await client.fetch<T>(query, params, { stega: false });
      } catch (error) {
        if (isSanityOutage(error)) {
          throw new ContentUnavailableError(
            `The Sanity Content Lake is unavailable: ${error instanceof Error ? error.message : String(error)}`,
            { cause: error },
          );
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
        : createSanityBackend(env.sanity, env.studioUrl);
  }
  return backend;
}
