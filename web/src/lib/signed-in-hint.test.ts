import { describe, expect, it } from 'vitest';
import { hasUserCookie } from '@/features/auth/session-signal';
import { SIGNED_IN_CLASS, signedInBootScript } from './signed-in-hint';

/** Runs the boot script against a stub document; returns the classes it added. */
function run(cookie: string): string[] {
  const added: string[] = [];
  const documentStub = { cookie, documentElement: { classList: { add: (name: string) => added.push(name) } } };
  new Function('document', signedInBootScript())(documentStub);
  return added;
}

describe('signedInBootScript (the signed-in hint before the first paint)', () => {
  const cases = [
    '',
    'user=%7B%22uid%22%3A%22u1%22%7D',
    'a=1; user=abc; b=2',
    ' user = abc ',
    'user=',
    'user= ; token=x',
    'xuser=abc',
    'users=abc',
    'user',
    'token=abc; refreshToken=def',
    'user=a=b',
    '=user',
  ];

  it.each(cases)('agrees with hasUserCookie for %j', (cookie) => {
    expect(run(cookie)).toEqual(hasUserCookie(cookie) ? [SIGNED_IN_CLASS] : []);
  });

  it('adds the class for a user cookie and nothing for visitors', () => {
    expect(run('user=abc')).toEqual(['signed-in']);
    expect(run('first_visit=1')).toEqual([]);
  });

  it('never throws when cookies are blocked', () => {
    const documentStub = {
      get cookie(): string {
        throw new Error('SecurityError');
      },
      documentElement: { classList: { add: () => undefined } },
    };
    expect(() => new Function('document', signedInBootScript())(documentStub)).not.toThrow();
  });
});
