import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_TEXTS } from '@/lib/api-errors';
import { errorResponse } from '../http';
import { downloadError, downloadFileOf } from './download';
import { ReportBusyError } from './pdf-jobs';

describe('downloadFileOf (SPEC §7 fixed list)', () => {
  it('knows report.pdf and the 16 type guides', () => {
    expect(downloadFileOf('report.pdf')).toEqual({ name: 'report.pdf', kind: 'report' });
    expect(downloadFileOf('intj-guide.pdf')).toEqual({ name: 'intj-guide.pdf', kind: 'guide', type: 'intj' });
    const codes = ['e', 'i'].flatMap((a) =>
      ['s', 'n'].flatMap((b) => ['t', 'f'].flatMap((c) => ['j', 'p'].map((d) => `${a}${b}${c}${d}`))),
    );
    expect(codes.filter((code) => downloadFileOf(`${code}-guide.pdf`) !== null)).toHaveLength(16);
  });

  it('refuses everything else, traversal attempts included', () => {
    for (const name of [
      '',
      'report',
      'report.PDF',
      'REPORT.pdf',
      '../report.pdf',
      'report.pdf/..',
      'INTJ-guide.pdf',
      'abcd-guide.pdf',
      'intj-guide.pdf.exe',
      '..%2Freport.pdf',
      '/etc/passwd',
      'intj-guide.pdf\u0000',
    ]) {
      expect(downloadFileOf(name), JSON.stringify(name)).toBeNull();
    }
  });
});

describe('downloadError', () => {
  it('answers a full render queue with 503, the catalogue text and Retry-After; other errors pass unchanged', async () => {
    const response = errorResponse(downloadError(new ReportBusyError()));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(await response.json()).toEqual({ message: ACCOUNT_ERROR_TEXTS.reportsBusy, code: 503 });
    const other = new Error('render failed');
    expect(downloadError(other)).toBe(other);
  });
});
