/**
 * The psychometrics job: reads the free test's stored results from Firestore, computes per scale
 * Cronbach's α, the mean and SD of the percentage scores, N, corrected item-total correlations and
 * α if deleted, flags weak items (item-total r < .20) for editors, and writes the `psychometrics/main`
 * document the scoring reads (web/src/server/psychometrics.ts; pages pick it up within an hour).
 * Until a scale has 500 responses the scoring keeps its documented prior (α = .80, SD from the item
 * count); the job still reports what it found.
 *
 *   node --experimental-transform-types scripts/psychometrics.ts [--dry-run] [--test-name main]
 *
 * Runs against the environment's Firestore like the site: the local emulator stack in embedded mode
 * (FIRESTORE_EMULATOR_HOST, FIREBASE_PROJECT_ID — e.g. `set -a; . /tmp/emulators.env` after
 * `node scripts/emulators/run.ts --profile dev --env-out /tmp/emulators.env`), the project's
 * service account in cloud mode. The item bank (ids, scales, reverse keys) comes from the content
 * source, like the quiz. firebase-admin stays behind web/src/server (the job is
 * web/src/server/psychometrics-job.ts); this file only loads and prints.
 */
import { parseArgs } from 'node:util';
import { registerWorkspaceResolution } from './lib/ts-resolve.ts';

const { values } = parseArgs({
  options: {
    'dry-run': { type: 'boolean', default: false },
    'test-name': { type: 'string', default: 'main' },
  },
});

registerWorkspaceResolution();
// The web modules resolve their environment and dataset relative to web/.
process.chdir(new URL('../web/', import.meta.url).pathname);
const { contentBackend } = await import('../web/src/content/client.ts');
const { freeTestQuery } = await import('../web/src/content/queries.ts');
const { parseFreeTestDefinition } = await import('../web/src/content/free-test-definition.ts');
const { runPsychometricsJob } = await import('../web/src/server/psychometrics-job.ts');
const { precisionFor, MIN_RESPONSES_FOR_ESTIMATE } = await import('../schemas/src/engine/index.ts');

const definition = parseFreeTestDefinition(await contentBackend().fetch(freeTestQuery));
const record = await runPsychometricsJob(definition.items, { testName: values['test-name'], write: !values['dry-run'] });

const fixed = (value: number | null, digits = 2) => (value === null ? 'n/a' : value.toFixed(digits));
console.log(
  `psychometrics/${record.testName} — ${record.results} stored results, ${record.respondents} respondents (newest result per account)`,
);
for (const [key, scale] of Object.entries(record.scales) as [string, (typeof record.scales)[string]][]) {
  const precision = precisionFor(scale.itemCount || 1, scale);
  console.log(
    `${key}: N ${scale.n}, ${scale.itemCount} items, α ${fixed(scale.alpha, 3)}, mean ${fixed(scale.mean, 1)}, SD ${fixed(scale.sd, 1)} → scoring uses ${
      precision.source === 'estimate' ? 'this estimate' : `the prior (fewer than ${MIN_RESPONSES_FOR_ESTIMATE} responses or no usable α)`
    }: α ${precision.reliability.toFixed(2)}, SD ${precision.sd.toFixed(1)}, SEM ${precision.sem.toFixed(2)}`,
  );
  for (const item of scale.items.filter((candidate) => candidate.weak)) {
    console.log(`  weak item ${item.id}: item-total r ${fixed(item.itemTotal)}, α if deleted ${fixed(item.alphaIfDeleted, 3)}`);
  }
}
console.log(values['dry-run'] ? '(dry run: nothing written)' : `written at ${record.computedAt}`);
process.exit(0);
