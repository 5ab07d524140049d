import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROFILES } from './profiles.ts';

/**
 * scripts/lib.sh `emulator_profile` repeats PROFILES for the shell scripts (start.sh, dev.sh,
 * test.sh): one line per profile, `name) EMU_AUTH=… EMU_FIRESTORE=… … ;;`. They must agree, or a
 * shell-started stack and a TypeScript caller (Playwright's own stack, vitest's global setup, the
 * start-command tests) would look for each other on different ports.
 */
function shellProfiles(): Record<string, Record<string, string>> {
  const source = readFileSync(new URL('../lib.sh', import.meta.url), 'utf8');
  const body = /^emulator_profile\(\) \{\n([\s\S]*?)\n\}/m.exec(source)?.[1];
  if (!body) throw new Error('scripts/lib.sh has no emulator_profile function');
  const profiles: Record<string, Record<string, string>> = {};
  for (const match of body.matchAll(/^\s*([a-z0-9]+)\) ((?:EMU_\w+=\S* )+);;$/gm)) {
    profiles[match[1]!] = Object.fromEntries(
      match[2]!
        .trim()
        .split(' ')
        .map((pair) => pair.split('=') as [string, string]),
    );
  }
  return profiles;
}

describe('emulator port profiles', () => {
  it('scripts/lib.sh emulator_profile lists the same profiles, ports and folders as profiles.ts', () => {
    const fromShell = shellProfiles();
    const expected = Object.fromEntries(
      Object.entries(PROFILES).map(([name, profile]) => [
        name,
        {
          EMU_AUTH: String(profile.authPort),
          EMU_FIRESTORE: String(profile.firestorePort),
          EMU_SMTP: String(profile.smtpPort),
          EMU_HUB: String(profile.hubPort),
          EMU_LOGGING: String(profile.loggingPort),
          EMU_MAIL_DIR: profile.mailDir,
          EMU_DATA_DIR: profile.dataDir ?? '',
        },
      ]),
    );
    expect(fromShell).toEqual(expected);
  });

  it('no two profiles share a port or an outbox, so their stacks run side by side', () => {
    const ports = Object.values(PROFILES).flatMap((p) => [p.authPort, p.firestorePort, p.smtpPort, p.hubPort, p.loggingPort]);
    expect(new Set(ports).size).toBe(ports.length);
    const outboxes = Object.values(PROFILES).map((p) => p.mailDir);
    expect(new Set(outboxes).size).toBe(outboxes.length);
  });
});
