import { defineCliConfig } from 'sanity/cli';
import { dataset, projectId } from './env';

export default defineCliConfig({
  api: { projectId, dataset },
  deployment: { autoUpdates: false },
  typegen: {
    path: '../web/src/**/*.{ts,tsx}',
    schema: '../web/src/content/generated/schema.json',
    generates: '../web/src/content/generated/sanity.types.ts',
    overloadClientMethods: true,
  },
});
