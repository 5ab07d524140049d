import { describe, expect, it } from 'vitest';
import { failureLines, playwrightFailures, vitestFailures } from './failures.ts';

describe('failed tests at the end of a test.sh run', () => {
  it('names every failed vitest test and a file that failed outside its tests, colours removed', () => {
    const failures = vitestFailures(
      {
        testResults: [
          {
            name: '/repo/web/a.int.test.ts',
            status: 'failed',
            assertionResults: [
              { status: 'passed', fullName: 'a passes' },
              {
                status: 'failed',
                fullName: 'a › limits hold',
                failureMessages: ['\u001b[31mAssertionError: expected 11 to be 10\u001b[39m\n    at x'],
              },
            ],
          },
          { name: '/repo/web/b.int.test.ts', status: 'failed', message: 'Hook timed out in 10000ms', assertionResults: [] },
          { name: '/repo/web/c.test.ts', status: 'passed', assertionResults: [{ status: 'passed', fullName: 'c' }] },
        ],
      },
      '/repo',
    );
    expect(failures).toEqual([
      { runner: 'vitest', file: 'web/a.int.test.ts', title: 'a › limits hold', message: 'AssertionError: expected 11 to be 10\n    at x' },
      { runner: 'vitest', file: 'web/b.int.test.ts', title: '(file)', message: 'Hook timed out in 10000ms' },
    ]);
  });

  it('names Playwright tests whose last attempt failed or timed out, not the flaky ones that passed on retry', () => {
    const failures = playwrightFailures({
      suites: [
        {
          file: 'share.spec.ts',
          specs: [
            {
              title: 'flaky',
              tests: [{ projectName: 'chromium', results: [{ status: 'failed', error: { message: 'x' } }, { status: 'passed' }] }],
            },
            {
              title: 'broken',
              tests: [{ projectName: 'chromium', results: [{ status: 'failed', errors: [{ message: 'expected 200' }] }] }],
            },
          ],
          suites: [{ title: 'phone', specs: [{ title: 'slow', tests: [{ results: [{ status: 'timedOut' }] }] }] }],
        },
      ],
    });
    expect(failures).toEqual([
      { runner: 'e2e', file: 'e2e/share.spec.ts', title: 'broken › [chromium]', message: 'expected 200' },
      { runner: 'e2e', file: 'e2e/share.spec.ts', title: 'phone › slow', message: '(timedOut)' },
    ]);
  });

  it('prints failed steps and tests with the first lines of each message, capped, and nothing when all passed', () => {
    expect(failureLines([], [], 5, 2)).toEqual([]);
    const failure = {
      runner: 'vitest' as const,
      file: 'a.test.ts',
      title: 't',
      message: 'one\n    at f (/r/node_modules/v/x.js:1:1)\ntwo\nthree',
    };
    const lines = failureLines(['integration tests (vitest)'], [failure, failure, failure], 2, 2);
    expect(lines).toEqual([
      '\nWhat failed:',
      '  step: integration tests (vitest)',
      '  ✗ vitest a.test.ts › t',
      '      one',
      '      two',
      '  ✗ vitest a.test.ts › t',
      '      one',
      '      two',
      '  … and 1 more failed tests (see the reports in .data/reports/)',
    ]);
    expect(failureLines(['lint'], [], 5, 2).at(-1)).toContain('no failed test');
  });
});
