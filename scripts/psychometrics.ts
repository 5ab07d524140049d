/**
 * The psychometrics job: reads the free test's stored results, computes each scale's α, mean, SD
 * and item statistics, and writes the `psychometrics/main` document the scoring reads.
 * Design notes: docs/tests-and-results.md "Notes from the source files".
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
