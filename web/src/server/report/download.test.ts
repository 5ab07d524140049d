import { describe, expect, it } from 'vitest';
import { downloadFileOf } from './download';

describe('downloadFileOf (SPEC §7 fixed list)', () => {
  it('knows report.pdf and the 16 type guides', () => {
    expect(downloadFileOf('report.pdf')).toEqual({ name: 'report.pdf', kind: 'report' });
    expect(downloadFileOf('intj-guide.pdf')).toEqual({ name: 'intj-guide.pdf', kind: 'guide', type: 'intj' });
    const codes = ['e', 'i'].flatMap((a) => ['s', 'n'].flatMap((b) => ['t', 'f'].flatMap((c) => ['j', 'p'].map((d) => `${a}${b}${c}${d}`))));
    expect(codes.filter((code) => downloadFileOf(`${code}-guide.pdf`) !== null)).toHaveLength(16);
  });

  it('refuses everything else, traversal attempts included', () => {
    for (const name of ['', 'report', 'report.PDF', 'REPORT.pdf', '../report.pdf', 'report.pdf/..', 'INTJ-guide.pdf', 'abcd-guide.pdf', 'intj-guide.pdf.exe', '..%2Freport.pdf', '/etc/passwd', 'intj-guide.pdf\u0000']) {
      expect(downloadFileOf(name), JSON.stringify(name)).toBeNull();
    }
  });
});
