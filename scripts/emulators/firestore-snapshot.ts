/**
 * Persistence of the in-process Firestore server: a snapshot of every document plus a log of
 * writes since, in the persistence folder.
 * Design notes: docs/development.md "Notes from the source files".
 */
import {
  appendFileSync,
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DateFromTimestamp, type FirestoreState, type FirestoreStateDocument } from '@firestore-emulator/server';

/** The snapshot file inside the persistence folder. */
export const SNAPSHOT_FILE = 'documents.json';
/** The journal of writes since the last snapshot. */
export const JOURNAL_FILE = 'changes.ndjson';
/**
 * Default longest delay, in milliseconds, between a write and the snapshot that contains it (the
 * journal has it at once; the snapshot only keeps the journal short).
 */
export const DEFAULT_SNAPSHOT_INTERVAL_MS = 5_000;
const FORMAT = 'typeatlas/firestore-snapshot@1: google.firestore.v1.Document, protobuf, base64';

type V1Document = ReturnType<FirestoreStateDocument['toV1Document']>;
type V1Write = Parameters<FirestoreState['writeV1Document']>[1];
type ProtoModules = {
  document: {
    Document: { deserializeBinary(bytes: Uint8Array): V1Document; new (data: { name: string; fields: V1Document['fields'] }): V1Document };
  };
  write: { Write: new (data: { update: V1Document }) => V1Write };
};

/**
 * The protobuf classes of the exact copy of @firestore-emulator/proto the server uses (resolved
 * from the server package, so messages are the ones its write path expects).
 */
function proto(): ProtoModules {
  const requireFromServer = createRequire(createRequire(import.meta.url).resolve('@firestore-emulator/server'));
  return {
    document: requireFromServer('@firestore-emulator/proto/dist/google/firestore/v1/document') as ProtoModules['document'],
    write: requireFromServer('@firestore-emulator/proto/dist/google/firestore/v1/write') as ProtoModules['write'],
  };
}

/** A document as stored: its `google.firestore.v1.Document` message, base64. */
function encode(document: FirestoreStateDocument): string {
  return Buffer.from(document.toV1Document().serializeBinary()).toString('base64');
}

type SnapshotFile = { format: string; savedAt: string; documents: Record<string, string> };
/** One journal line: a document's new state (base64 Document), its deletion, or a wipe of everything. */
type JournalEntry = { name: string; document: string } | { name: string; deleted: true } | { clear: true };

/** Writes `data` to `file` so that readers (and a crash at any moment) see the old or the new content, never a mix. */
export function writeFileAtomic(file: string, data: string, mode = 0o600): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  const fd = openSync(tmp, 'w', mode);
  try {
    writeSync(fd, data);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
  // Make the rename itself durable (power loss); harmless where directories cannot be synced.
  try {
    const dirFd = openSync(dirname(file), 'r');
    try {
      fsyncSync(dirFd);
    } finally {
      closeSync(dirFd);
    }
  } catch {
    // Not supported on this file system.
  }
}

/**
 * Restores the documents of `<dir>/documents.json` plus the writes journalled after it
 * (`<dir>/changes.ndjson`) into `state`. Missing files mean nothing to restore.
 * @returns how many documents exist after restoring
 * @throws Error naming the file when the snapshot is not of this format
 */
export function restoreFirestore(state: FirestoreState, dir: string): number {
  const file = join(dir, SNAPSHOT_FILE);
  const text = readIfExists(file);
  const unreadable = (why: string) =>
    new Error(`${file} is not a Firestore snapshot (${why}). Move it away, or reset the local data (./scripts/start.sh --reset-data).`);
  const { document, write } = proto();
  const live = new Set<string>();
  const put = (name: string, encoded: string) => {
    const saved = document.Document.deserializeBinary(Buffer.from(encoded, 'base64'));
    if (saved.name !== name) throw unreadable(`entry ${name} holds ${saved.name}`);
    const createdAt = DateFromTimestamp(saved.create_time);
    const updatedAt = DateFromTimestamp(saved.update_time);
    // The server's write path refuses create/update times, so they are set on the document after.
    state.writeV1Document(updatedAt, new write.Write({ update: new document.Document({ name, fields: saved.fields }) }));
    state.getDocument(name).metadata = { hasExist: true, createdAt, updatedAt };
    live.add(name);
  };
  if (text !== null) {
    let snapshot: SnapshotFile;
    try {
      snapshot = JSON.parse(text) as SnapshotFile;
    } catch (error) {
      throw unreadable(error instanceof Error ? error.message : String(error));
    }
    if (snapshot?.format !== FORMAT || typeof snapshot.documents !== 'object' || snapshot.documents === null)
      throw unreadable(`format is not "${FORMAT}"`);
    for (const [name, encoded] of Object.entries(snapshot.documents)) put(name, encoded);
  }
  const journal = readIfExists(join(dir, JOURNAL_FILE)) ?? '';
  for (const line of journal.split('\n')) {
    let entry: JournalEntry;
    try {
      entry = JSON.parse(line) as JournalEntry;
    } catch {
      continue; // an empty line, or a last line cut short by a crash
    }
    if ('clear' in entry) {
      state.clear();
      live.clear();
    } else if ('deleted' in entry) {
      const existing = state.getDocument(entry.name);
      if (existing.metadata.hasExist) existing.delete();
      live.delete(entry.name);
    } else {
      put(entry.name, entry.document);
    }
  }
  return live.size;
}

/** The file's text, or null when it does not exist. */
function readIfExists(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The running persistence of one state: {@link persistFirestore}. */
export type FirestorePersistence = {
  /** Writes the snapshot now if anything changed since the last one (synchronous). */
  flush(): void;
  /** Final flush; stops watching the state. Idempotent. */
  stop(): void;
};

/**
 * Keeps `<dir>` in step with `state`: every write is appended to the journal at once, and the
 * snapshot is rewritten (and the journal emptied) within `intervalMs`; `flush()` does that at once.
 * Call after {@link restoreFirestore}; the documents already in `state` are picked up.
 * @param onError called when a file cannot be written (the snapshot is retried on the next change)
 */
export function persistFirestore(
  state: FirestoreState,
  dir: string,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): FirestorePersistence {
  const intervalMs = options.intervalMs ?? DEFAULT_SNAPSHOT_INTERVAL_MS;
  const file = join(dir, SNAPSHOT_FILE);
  const journal = join(dir, JOURNAL_FILE);
  const report =
    options.onError ??
    ((error: unknown) => console.error(`[firestore] data not saved: ${error instanceof Error ? error.message : String(error)}`));
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // Every document the server has written, by path; deleted ones are dropped.
  const live = new Map<string, FirestoreStateDocument>();
  const seed = (document: FirestoreStateDocument) => {
    if (document.metadata.hasExist) live.set(document.getPath(), document);
  };
  for (const name of knownDocuments(state)) seed(state.getDocument(name));

  // The restored state goes into a fresh snapshot first, so the journal can start empty.
  let dirty = true;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!dirty) return;
    dirty = false;
    const documents: Record<string, string> = {};
    for (const [name, document] of live) {
      if (document.metadata.hasExist) documents[name] = encode(document);
    }
    const snapshot: SnapshotFile = { format: FORMAT, savedAt: new Date().toISOString(), documents };
    try {
      writeFileAtomic(file, `${JSON.stringify(snapshot)}\n`);
      // Everything journalled so far is in the snapshot now.
      writeFileSync(journal, '', { mode: 0o600 });
    } catch (error) {
      dirty = true;
      rmSync(`${file}.${process.pid}.tmp`, { force: true });
      report(error);
    }
  };
  const append = (entry: JournalEntry) => {
    try {
      appendFileSync(journal, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
    } catch (error) {
      report(error);
    }
  };
  const changed = () => {
    dirty = true;
    if (!timer && !stopped) timer = setTimeout(flush, intervalMs);
  };
  const onWrite = ({ document }: { document: FirestoreStateDocument }) => {
    const name = document.getPath();
    if (document.metadata.hasExist) {
      live.set(name, document);
      append({ name, document: encode(document) });
    } else {
      live.delete(name);
      append({ name, deleted: true });
    }
    changed();
  };
  const onClear = () => {
    live.clear();
    append({ clear: true });
    changed();
  };
  state.emitter.on('create-document', onWrite);
  state.emitter.on('update-document', onWrite);
  state.emitter.on('delete-document', onWrite);
  state.emitter.on('clear-all-projects', onClear);
  flush();
  return {
    flush,
    stop() {
      if (stopped) return;
      stopped = true;
      state.emitter.off('create-document', onWrite);
      state.emitter.off('update-document', onWrite);
      state.emitter.off('delete-document', onWrite);
      state.emitter.off('clear-all-projects', onClear);
      flush();
    },
  };
}

type JsonCollection = { documents: Record<string, JsonDocument> };
type JsonDocument = { path: string; collections: Record<string, JsonCollection> };

/** Paths of every document in `state` (from its JSON view, which walks subcollections too). */
function knownDocuments(state: FirestoreState): string[] {
  const paths: string[] = [];
  const visitCollection = (collection: JsonCollection) => {
    for (const document of Object.values(collection.documents)) {
      paths.push(document.path);
      for (const sub of Object.values(document.collections)) visitCollection(sub);
    }
  };
  const json = state.toJSON() as unknown as {
    projects: Record<string, { databases: Record<string, { collections: Record<string, JsonCollection> }> }>;
  };
  for (const project of Object.values(json.projects)) {
    for (const database of Object.values(project.databases))
      for (const collection of Object.values(database.collections)) visitCollection(collection);
  }
  return paths;
}
