/**
 * Studio environment. The project id and dataset come from SANITY_STUDIO_PROJECT_ID and
 * SANITY_STUDIO_DATASET; without them the studio builds against a placeholder project
 * (embedded mode works from the seed dataset and never talks to Sanity).
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'typeatlas0';
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production';

if (!/^[a-z0-9-]+$/.test(projectId)) {
  throw new Error(`SANITY_STUDIO_PROJECT_ID "${projectId}" may only hold a-z, 0-9 and "-"`);
}
if (!/^[a-z0-9_-]{1,64}$/.test(dataset)) {
  throw new Error(`SANITY_STUDIO_DATASET "${dataset}" may only hold a-z, 0-9, "_" and "-"`);
}
