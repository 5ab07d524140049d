/**
 * The e2e stack's stored results and psychometrics document (issue 24): the free test is adaptive
 * only once a scale has 150 stored results (schemas/src/engine/adaptive.ts ADAPTIVE_UNDER_PRIOR),
 * so e2e/global-setup.ts stores {@link SEEDED_RESPONDENTS} simulated results — the retest
 * benchmark's response model normal-r80-sd1.1 (scripts/bench/retest.ts) answering the real item
 * bank — in the local Firestore and has the server's own psychometrics job compute the document from
 * them (POST /api/psychometrics/run), which also revalidates the pages that cache it. The job's
 * later automatic runs read the same results plus the specs' own, so the regime stays. firebase-admin
 * is a dependency of the web app only: a short Node script runs in `web/` (as ./subscriptions.ts does).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precisionForLength, type DichotomyKey, type ScalePrecision } from '../../schemas/src/engine/index.ts';
import { answer, calibrateModel, drawPeople, loadFreeTestItems, MODEL_SPECS, mulberry32 } from '../../scripts/bench/retest.ts';

const WEB_DIR = fileURLToPath(new URL('../../web/', import.meta.url));

/** Simulated stored results: ≥ 150 (the interval regime) and < 500 (its cautious SEM, "at least" odds). */
export const SEEDED_RESPONDENTS = 200;

/** The response model the seeded results come from, and its seed. */
export const SEEDED_MODEL = 'normal-r80-sd1.1';
const SEED = 24;

/** Where the setup leaves the document the job wrote, for the specs (one file per checkout). */
export const SEEDED_RECORD_FILE = path.join(
  tmpdir(),
  `typeatlas-e2e-psychometrics-${createHash('sha256').update(WEB_DIR).digest('hex').slice(0, 12)}.json`,
);

/** The job's document as the specs read it (web/src/lib/psychometrics-record.ts, the fields used here). */
export interface SeededRecord {
  computedAt: string;
  results: number;
  respondents: number;
  scales: Record<DichotomyKey, { n: number; itemCount: number; alpha: number | null; sd: number | null; mean: number | null }>;
}

const SCRIPT = `
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const { mode, results } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID || 'demo-typeatlas' });
const db = getFirestore();
if (mode === 'write') {
  for (let i = 0; i < results.length; i += 100) {
    const batch = db.batch();
    for (const r of results.slice(i, i + 100)) {
      const completedAt = Timestamp.fromDate(new Date(r.completedAt));
      batch.set(db.collection('testResults').doc(r.id), {
        userId: r.userId, testName: 'main', result: null, scores: null, answers: r.answers,
        meta: { completedAt: r.completedAt, source: 'e2e-simulated' }, completedAt, savedAt: completedAt,
      });
    }
    await batch.commit();
  }
} else {
  const snapshot = await db.collection('psychometrics').doc('main').get();
  process.stdout.write(JSON.stringify(snapshot.exists ? snapshot.data() : null));
}
process.exit(0);
`;

function admin(input: unknown): string {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('The psychometrics seed needs FIRESTORE_EMULATOR_HOST (the e2e emulators)');
  return execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT], {
    cwd: WEB_DIR,
    env: process.env,
    input: JSON.stringify(input),
    stdio: ['pipe', 'pipe', 'pipe'],
    timeout: 60_000,
  }).toString('utf8');
}

/** The simulated results: each person answers the 72 fixed statements once (raw −2 … 2). */
export function simulatedResults(): { id: string; userId: string; completedAt: string; answers: Record<string, number> }[] {
  const items = loadFreeTestItems();
  const model = calibrateModel(
    MODEL_SPECS.find((spec) => spec.name === SEEDED_MODEL)!,
    items,
    500,
  );
  const random = mulberry32(SEED);
  const started = Date.UTC(2026, 0, 1);
  return drawPeople(model, SEEDED_RESPONDENTS, random).map((person, i) => ({
    id: `e2e-simulated-${i}`,
    userId: `e2e-simulated-${i}`,
    completedAt: new Date(started + i * 60_000).toISOString(),
    answers: answer(model, person, random),
  }));
}

/** Stores the simulated results in the local Firestore (idempotent: fixed document ids). */
export function storeSimulatedResults(): void {
  admin({ mode: 'write', results: simulatedResults() });
}

/** The stored psychometrics document, or null. */
export function readStoredRecord(): SeededRecord | null {
  return JSON.parse(admin({ mode: 'read' }) || 'null') as SeededRecord | null;
}

/** The document the setup left for the specs. @throws when the setup has not run */
export function seededRecord(): SeededRecord {
  return JSON.parse(readFileSync(SEEDED_RECORD_FILE, 'utf8')) as SeededRecord;
}

/** The precision a page uses for a scale of the seeded document at `itemCount` statements (web/src/features/scoring precisionSource). */
export function seededPrecision(record: SeededRecord, key: DichotomyKey, itemCount: number): ScalePrecision {
  const stats = record.scales[key];
  return precisionForLength(itemCount, stats.itemCount, stats);
}
