/**
 * The content client: one interface, two backends chosen from the environment
 * (ARCHITECTURE.md "Modes"):
 * - `local` — the seed dataset (`studio/seed/dataset.ndjson`) evaluated with groq-js, Sanity's own
 *   GROQ engine, so embedded mode runs the very queries cloud mode sends;
 * - `sanity` — the Content Lake through next-sanity's client (published perspective, CDN).
 * This module and its siblings are the only place that imports Sanity or groq-js packages.
 */
import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { evaluate, parse } from 'groq-js';
import { createClient } from 'next-sanity';
import { type ServerEnv, serverEnv } from '@/config/env';

/** Query parameters (GROQ `$name` values). */
export type QueryParams = Record<string, string | number | boolean | string[]>;

/** Options of one fetch: cache tags and revalidation (used by the Content Lake backend). */
export interface FetchOptions {
  tags?: string[];
  revalidate?: number | false;
}

/** A content backend: runs one GROQ query and resolves with its JSON result. */
export interface ContentBackend {
  readonly kind: 'local' | 'sanity';
  fetch<T>(query: string, params: QueryParams, options: FetchOptions): Promise<T>;
}

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

/**
 * The embedded backend: loads the NDJSON dataset once (lazily) and evaluates queries with groq-js.
 * @param datasetPath absolute or cwd-relative path of the NDJSON file
 */
export function createLocalBackend(datasetPath: string): ContentBackend {
  let dataset: Promise<DatasetDocument[]> | undefined;
  const load = () => {
    dataset ??= readFile(datasetPath, 'utf8')
      .then((text) => parseNdjsonDataset(text, datasetPath))
      .catch((error: unknown) => {
        dataset = undefined; // retry on the next request
        throw error;
      });
    return dataset;
  };
  return {
    kind: 'local',
    async fetch<T>(query: string, params: QueryParams): Promise<T> {
      const tree = parse(query, { params });
      const result = await evaluate(tree, { dataset: await load(), params });
      return (await result.get()) as T;
    },
  };
}

/** The cloud backend: the Content Lake via next-sanity (published documents only). */
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
    fetch<T>(query: string, params: QueryParams, options: FetchOptions): Promise<T> {
      return client.fetch<T>(query, params, { next: { tags: options.tags, revalidate: options.revalidate } });
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
