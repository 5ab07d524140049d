/**
 * The installed firebase-tools carries our start-up patch (patches/firebase-tools@15.30.2.patch,
 * docs/development.md "scripts/emulators/auth-emulator.ts"): the Auth emulator's exegesis app
 * compiles its OpenAPI validation schemas lazily, ~9 CPU-s less per start. Without it every test
 * run pays ~16 × 9 CPU-s again, silently — this test is what notices (the speed itself is measured,
 * not asserted: docs/development.md has the figures).
 * The exegesis patch (patches/exegesis@4.3.0.patch) goes one step further under the same option:
 * each validator's schema extraction and Ajv instance are built on first use too (~0.7 CPU-s per
 * start; validation unchanged).
 * Probe: the patch entry removed from pnpm-workspace.yaml and `pnpm install` → this test fails.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const firebaseTools = dirname(require.resolve('firebase-tools/package.json'));
/** The exegesis that firebase-tools' Auth emulator loads (its own dependency, not ours). */
const exegesis = dirname(createRequire(join(firebaseTools, 'package.json')).resolve('exegesis/package.json'));
const workspace = readFileSync(new URL('../../pnpm-workspace.yaml', import.meta.url), 'utf8');

describe('firebase-tools and exegesis start-up patches', () => {
  it('is declared for the installed version', () => {
    const { version } = JSON.parse(readFileSync(join(firebaseTools, 'package.json'), 'utf8')) as { version: string };
    expect(workspace).toContain(`firebase-tools@${version}: patches/firebase-tools@${version}.patch`);
  });

  it("is applied: the Auth emulator's exegesis options compile validation schemas lazily", () => {
    const server = readFileSync(join(firebaseTools, 'lib', 'emulator', 'auth', 'server.js'), 'utf8');
    const options = server.slice(server.indexOf('exegesisExpress.middleware('));
    expect(options).toMatch(/^\s*lazyCompileValidationSchemas: true,$/m);
  });

  it('is declared for the installed exegesis', () => {
    const { version } = JSON.parse(readFileSync(join(exegesis, 'package.json'), 'utf8')) as { version: string };
    expect(workspace).toContain(`exegesis@${version}: patches/exegesis@${version}.patch`);
  });

  it('is applied to exegesis: a lazy validator builds its Ajv instance on first use, not at start', () => {
    const validators = readFileSync(join(exegesis, 'lib', 'oas3', 'Schema', 'validators.js'), 'utf8');
    const generate = validators.slice(
      validators.indexOf('function generateValidator('),
      validators.indexOf('function generateRequestValidator('),
    );
    const build = generate.slice(generate.indexOf('const buildValidate = () => {'), generate.indexOf('const getValidate ='));
    expect(build).toContain('new ajv_1.default(');
    expect(generate).toContain('createValidateGetter(buildValidate, schemaContext.options.lazyCompileValidationSchemas)');
  });
});
