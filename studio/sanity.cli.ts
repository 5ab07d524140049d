import { defineCliConfig } from 'sanity/cli';
import { dataset, projectId } from './env';
import { TYPEGEN_CONFIG } from './typegen-config';

export default defineCliConfig({
  api: { projectId, dataset },
  deployment: { autoUpdates: false },
  // The same settings as `node schema-check.ts --typegen` (`pnpm typegen`): typegen-config.ts.
  typegen: TYPEGEN_CONFIG,
});
