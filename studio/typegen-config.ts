/**
 * TypeGen's settings for this studio, in one place for its two callers: the `typegen` of
 * sanity.cli.ts (`sanity typegen generate`, the typegen plugin of `sanity dev`) and
 * `node schema-check.ts --typegen` (`pnpm typegen`, ./scripts/test.sh). Paths are relative to
 * studio/. `formatGeneratedCode` and `overloadClientMethods` are @sanity/codegen's defaults, spelled
 * out because schema-check.ts hands this object to `runTypegenGenerate` as it is (the CLI first fills
 * in the defaults).
 */
export const TYPEGEN_CONFIG = {
  // Queries live behind web/src/content/ only (house rule: Sanity only there; eslint.house-rules.js):
  // scanning just that folder gives the same types as all of web/src (~60 files, not ~640).
  path: '../web/src/content/**/*.{ts,tsx}',
  schema: '../web/src/content/generated/schema.json',
  generates: '../web/src/content/generated/sanity.types.ts',
  overloadClientMethods: true,
  formatGeneratedCode: true,
};
