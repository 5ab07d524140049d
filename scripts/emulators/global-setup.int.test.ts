import { describe, expect, it } from 'vitest';

// scripts/test-support/vitest-emulators.ts sets these in the main process before workers start;
// this checks that test workers inherit them.
describe.skipIf(process.env.TYPEATLAS_EMULATORS === 'off')('vitest globalSetup (local Firebase)', () => {
  it('gives every worker the emulator environment', async () => {
    expect(process.env.FIREBASE_AUTH_EMULATOR_HOST).toMatch(/^[\w.-]+:\d+$/);
    expect(process.env.FIRESTORE_EMULATOR_HOST).toMatch(/^[\w.-]+:\d+$/);
    expect(process.env.SMTP_URL).toMatch(/^smtp:\/\/[\w.-]+:\d+$/);
    expect(process.env.MAIL_DIR).toBeTruthy();
    expect(process.env.FIREBASE_PROJECT_ID).toBe('demo-typeatlas');
    const answer = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/`);
    expect(answer.ok).toBe(true);
  });
});
