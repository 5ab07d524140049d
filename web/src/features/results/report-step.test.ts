import { describe, expect, it } from 'vitest';
import { reportStep } from './report-step';

const NOW = Date.parse('2026-06-01T00:00:00Z');

describe('reportStep (the personal report among the next steps)', () => {
  it('leads a subscriber to the download of report.pdf', () => {
    expect(reportStep({ monthly: { status: 'active', expiredAt: '2026-07-01T00:00:00Z' } }, NOW)).toEqual({
      kind: 'download',
      href: '/api/download/report.pdf',
    });
    expect(reportStep({ lifetime: { status: 'active', expiredAt: null } }, NOW).kind).toBe('download');
  });
  it.each<[string, Parameters<typeof reportStep>[0]]>([
    ['signed out', null],
    ['no subscriptions', {}],
    ['an expired one', { monthly: { status: 'active', expiredAt: '2026-05-31T23:59:59Z' } }],
    ['a cancelled one', { monthly: { status: 'canceled', expiredAt: '2026-07-01T00:00:00Z' } }],
  ])('leads to the plans when %s', (_, subscriptions) => {
    expect(reportStep(subscriptions, NOW)).toEqual({ kind: 'pricing', href: '/pricing' });
  });
});
