/**
 * The installed firebase-tools carries our start-up patch (patches/firebase-tools@15.30.2.patch,
 * docs/development.md "scripts/emulators/auth-emulator.ts"): the Auth emulator's exegesis app
 * compiles its OpenAPI validation schemas lazily, ~9 CPU-s less per start. Without it every test
 * run pays ~16 × 9 CPU-s again, silently — this test is what notices (the speed itself is measured,
 * not asserted: docs/development.md has the figures).
 * Probe: the patch entry removed from pnpm-workspace.yaml and `pnpm install` → this test fails.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const firebaseTools = dirname(require.resolve('firebase-tools/package.json'));
const workspace = readFileSync(new URL('../../pnpm-workspace.yaml', import.meta.url), 'utf8');

describe('firebase-tools start-up patch', () => {
  it('is declared for the installed version', () => {
    const { version } = JSON.parse(readFileSync(join(firebaseTools, 'package.json'), 'utf8')) as { version: string };
    expect(workspace).toContain(`firebase-tools@${version}: patches/firebase-tools@${version}.patch`);
  });

  it("is applied: the Auth emulator's exegesis options compile validation schemas lazily", () => {
    const server = readFileSync(join(firebaseTools, 'lib', 'emulator', 'auth', 'server.js'), 'utf8');
    const options = server.slice(server.indexOf('exegesisExpress.middleware('));
    expect(options).toMatch(/^\s*lazyCompileValidationSchemas: true,$/m);
  });
});
