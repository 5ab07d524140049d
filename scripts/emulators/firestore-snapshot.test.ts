/**
 * Persistence of the in-process Firestore server (./firestore-snapshot.ts) without a network: the
 * server's state is written through its own write path, saved, and restored into a fresh state.
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FirestoreState } from '@firestore-emulator/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JOURNAL_FILE, persistFirestore, restoreFirestore, SNAPSHOT_FILE, type FirestorePersistence } from './firestore-snapshot.ts';

const requireFromServer = createRequire(createRequire(import.meta.url).resolve('@firestore-emulator/server'));
const { Write } = requireFromServer('@firestore-emulator/proto/dist/google/firestore/v1/write') as {
  Write: { fromObject(data: object): Parameters<FirestoreState['writeV1Document']>[1] };
};

const ROOT = 'projects/demo-typeatlas/databases/(default)/documents';

/** Writes a document the way the gRPC service does (a `Write` with an update). */
function put(state: FirestoreState, path: string, fields: Record<string, object>, at = new Date('2026-03-04T05:06:07.089Z')) {
  state.writeV1Document(at, Write.fromObject({ update: { name: `${ROOT}/${path}`, fields } }));
}

/** Deletes a document the way the gRPC service does. */
function remove(state: FirestoreState, path: string) {
  state.writeV1Document(new Date(), Write.fromObject({ delete: `${ROOT}/${path}` }));
}

/** Every stored document's fields and times, by path (comparable across states). */
function contents(state: FirestoreState): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const visit = (collections: Record<string, { documents: Record<string, { path: string; fields: object; collections: object }> }>) => {
    for (const collection of Object.values(collections)) {
      for (const document of Object.values(collection.documents)) {
        const { metadata } = state.getDocument(document.path);
        if (metadata.hasExist)
          out[document.path] = { fields: document.fields, createdAt: metadata.createdAt, updatedAt: metadata.updatedAt };
        visit(document.collections as never);
      }
    }
  };
  const json = state.toJSON() as unknown as { projects: Record<string, { databases: Record<string, { collections: never }> }> };
  for (const project of Object.values(json.projects)) for (const database of Object.values(project.databases)) visit(database.collections);
  return out;
}

const EVERY_TYPE = {
  name: { string_value: 'Ann' },
  count: { integer_value: 3 },
  ratio: { double_value: 1.5 },
  flag: { boolean_value: true },
  nothing: { null_value: 0 },
  at: { timestamp_value: { seconds: 1_767_323_045, nanos: 678_000_000 } },
  bytes: { bytes_value: new Uint8Array([1, 2, 3]) },
  ref: { reference_value: `${ROOT}/users/u2` },
  place: { geo_point_value: { latitude: 52.5, longitude: 13.4 } },
  list: {
    array_value: { values: [{ integer_value: 1 }, { string_value: 'a' }, { map_value: { fields: { x: { boolean_value: true } } } }] },
  },
  nested: { map_value: { fields: { a: { map_value: { fields: { b: { string_value: 'c' } } } } } } },
};

describe('Firestore persistence (snapshot + journal)', () => {
  let dir: string;
  let persistence: FirestorePersistence | undefined;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'typeatlas-firestore-snapshot-'));
  });
  afterEach(() => {
    persistence?.stop();
    persistence = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it('round-trips every field type, subcollections and create/update times through a snapshot', () => {
    const state = new FirestoreState();
    persistence = persistFirestore(state, dir, { intervalMs: 60_000 });
    put(state, 'users/u1', EVERY_TYPE, new Date('2026-01-01T00:00:00.000Z'));
    put(state, 'users/u1', { ...EVERY_TYPE, name: { string_value: 'Ann B.' } }, new Date('2026-01-02T00:00:00.000Z'));
    put(state, 'users/u1/testResults/r1', { type: { string_value: 'INTJ' } });
    put(state, 'notifications/n1', { title: { string_value: 'New article is available' } });
    persistence.flush();
    expect(readFileSync(join(dir, JOURNAL_FILE), 'utf8')).toBe(''); // the snapshot holds it all
    expect(statSync(join(dir, SNAPSHOT_FILE)).mode & 0o777).toBe(0o600);

    const restored = new FirestoreState();
    expect(restoreFirestore(restored, dir)).toBe(3);
    expect(contents(restored)).toEqual(contents(state));
    const user = restored.getDocument(`${ROOT}/users/u1`).metadata;
    expect([user.createdAt, user.updatedAt]).toEqual([new Date('2026-01-01T00:00:00.000Z'), new Date('2026-01-02T00:00:00.000Z')]);
    expect(Object.keys(contents(restored)).sort()).toEqual([
      `${ROOT}/notifications/n1`,
      `${ROOT}/users/u1`,
      `${ROOT}/users/u1/testResults/r1`,
    ]);
  });

  it('journals every write at once, so nothing acknowledged is lost before the next snapshot', () => {
    const state = new FirestoreState();
    persistence = persistFirestore(state, dir, { intervalMs: 60_000 });
    put(state, 'users/u1', { name: { string_value: 'Ann' } });
    put(state, 'users/u2', { name: { string_value: 'Bob' } });
    remove(state, 'users/u1');
    put(state, 'users/u2', { name: { string_value: 'Bob 2' } });
    // No flush: as if the process were killed (SIGKILL) right now.
    expect(readFileSync(join(dir, JOURNAL_FILE), 'utf8').trim().split('\n')).toHaveLength(4);

    const restored = new FirestoreState();
    expect(restoreFirestore(restored, dir)).toBe(1);
    expect(contents(restored)).toEqual(contents(state));
    expect(restored.getDocument(`${ROOT}/users/u1`).metadata.hasExist).toBe(false);
  });

  it('ignores a journal line cut short by a crash and replays the rest over the snapshot', () => {
    const state = new FirestoreState();
    persistence = persistFirestore(state, dir, { intervalMs: 60_000 });
    put(state, 'users/u1', { name: { string_value: 'Ann' } });
    persistence.flush();
    put(state, 'users/u2', { name: { string_value: 'Bob' } });
    appendFileSync(join(dir, JOURNAL_FILE), '{"name":"projects/demo-typeatlas/databases/(default)/documents/users/u3","docu');
    const restored = new FirestoreState();
    expect(restoreFirestore(restored, dir)).toBe(2);
    expect(Object.keys(contents(restored)).sort()).toEqual([`${ROOT}/users/u1`, `${ROOT}/users/u2`]);
  });

  it('writes the snapshot within the interval after a change', async () => {
    const state = new FirestoreState();
    persistence = persistFirestore(state, dir, { intervalMs: 50 });
    put(state, 'users/u1', { name: { string_value: 'Ann' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const snapshot = JSON.parse(readFileSync(join(dir, SNAPSHOT_FILE), 'utf8')) as { documents: Record<string, string> };
    expect(Object.keys(snapshot.documents)).toEqual([`${ROOT}/users/u1`]);
    expect(readFileSync(join(dir, JOURNAL_FILE), 'utf8')).toBe('');
  });

  it('starts empty without files, and refuses an unreadable snapshot with a message naming it', () => {
    expect(restoreFirestore(new FirestoreState(), dir)).toBe(0);
    writeFileSync(join(dir, SNAPSHOT_FILE), '{"format":"something else","documents":{}}');
    expect(() => restoreFirestore(new FirestoreState(), dir)).toThrow(`${join(dir, SNAPSHOT_FILE)} is not a Firestore snapshot`);
    writeFileSync(join(dir, SNAPSHOT_FILE), '{"format":');
    expect(() => restoreFirestore(new FirestoreState(), dir)).toThrow('--reset-data');
  });
});
