/**
 * The PDF render queue's rules (issue 23 "generated off the request path"; ./pdf-jobs.ts): one job
 * per (user, file, result), one render per content, at most `concurrency` renders, a bounded queue
 * refusing with ReportBusyError, a cache keyed by content (not by name or user) and bounded by bytes.
 * The renderer is a controllable fake: no threads, no PDFs.
 */
import { describe, expect, it } from 'vitest';
import { PdfJobs, ReportBusyError, reportContentKey } from './pdf-jobs';
import type { ReportInput } from './report-pdf';

const base: ReportInput = {
  kind: 'report',
  name: 'Ada',
  type: { code: 'INTJ', title: 'Mastermind', summary: 'Far-sighted.', familyTitle: 'Analysts', colour: 'red' },
  scores: [],
  completedAt: '2026-11-20T10:00:00.000Z',
  sections: [{ title: 'Strengths', blocks: [{ kind: 'paragraph', runs: [{ text: 'Foresight.' }] }] }],
  pairings: [],
  footer: 'TypeAtlas — test',
};

/** A renderer whose renders finish when the test says so; records what it rendered. */
function fakeRenderer() {
  const started: Array<{ input: ReportInput; finish: (pdf?: Buffer) => void; fail: (error: Error) => void }> = [];
  const render = (input: ReportInput) =>
    new Promise<Buffer>((resolve, reject) => {
      started.push({ input, finish: (pdf) => resolve(pdf ?? Buffer.from(`%PDF-${input.name}`)), fail: reject });
    });
  return { started, render };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('PdfJobs', () => {
  it('shares one job between concurrent requests for the same (user, file, result): 16 requests, 1 content read, 1 render', async () => {
    const renderer = fakeRenderer();
    const jobs = new PdfJobs({ render: renderer.render, concurrency: 1, maxQueued: 0, cacheBytes: 1 << 20 });
    let reads = 0;
    const requests = Array.from({ length: 16 }, () =>
      jobs.get('uid-1/report.pdf/r1', async () => {
        reads += 1;
        return base;
      }),
    );
    await tick();
    expect(reads).toBe(1);
    expect(renderer.started).toHaveLength(1);
    expect(jobs.stats()).toMatchObject({ running: 1, queued: 0, jobs: 1 });
    renderer.started[0]!.finish();
    const pdfs = await Promise.all(requests);
    expect(new Set(pdfs)).toEqual(new Set([pdfs[0]]));
    expect(jobs.stats()).toMatchObject({ running: 0, jobs: 0, cached: 1 });
  });

  it('runs at most `concurrency` renders; the next ones wait in order; one past the bound is refused with ReportBusyError', async () => {
    const renderer = fakeRenderer();
    const jobs = new PdfJobs({ render: renderer.render, concurrency: 2, maxQueued: 3, cacheBytes: 1 << 20 });
    const request = (user: number) => jobs.get(`uid-${user}/report.pdf/r`, async () => ({ ...base, name: `Reader ${user}` }));
    const accepted = [1, 2, 3, 4, 5].map(request);
    await tick();
    expect(renderer.started.map((render) => render.input.name)).toEqual(['Reader 1', 'Reader 2']);
    expect(jobs.stats()).toMatchObject({ running: 2, queued: 3 });
    await expect(request(6)).rejects.toBeInstanceOf(ReportBusyError);
    // A cached report still answers while the queue is full; a request joining a running job too.
    renderer.started[0]!.finish();
    await tick();
    expect(renderer.started.map((render) => render.input.name)).toEqual(['Reader 1', 'Reader 2', 'Reader 3']);
    expect(jobs.stats()).toMatchObject({ running: 2, queued: 2 });
    expect((await request(1))?.toString()).toBe('%PDF-Reader 1');
    for (let index = 1; index < 5; index += 1) {
      renderer.started[index]!.finish();
      await tick();
    }
    expect((await Promise.all(accepted)).map((pdf) => pdf?.toString())).toEqual([1, 2, 3, 4, 5].map((user) => `%PDF-Reader ${user}`));
    expect(jobs.stats()).toMatchObject({ running: 0, queued: 0, jobs: 0 });
  });

  it('caches by content: another user with the same content gets the cached PDF; renaming renders anew without emptying the cache', async () => {
    const renderer = fakeRenderer();
    const jobs = new PdfJobs({ render: renderer.render, concurrency: 1, maxQueued: 4, cacheBytes: 1 << 20 });
    const guide: ReportInput = { ...base, kind: 'guide', name: '' };
    const first = jobs.get('uid-1/intj-guide.pdf/', async () => guide);
    await tick();
    renderer.started[0]!.finish();
    await first;
    expect(await jobs.get('uid-2/intj-guide.pdf/', async () => ({ ...guide }))).toBe(await first);
    expect(renderer.started).toHaveLength(1);

    const report = jobs.get('uid-1/report.pdf/r1', async () => base);
    await tick();
    renderer.started[1]!.finish();
    await report;
    const renamed = jobs.get('uid-1/report.pdf/r1', async () => ({ ...base, name: 'Ada L.' }));
    await tick();
    expect(renderer.started).toHaveLength(3);
    renderer.started[2]!.finish();
    await renamed;
    // The old name's PDF is still cached: renaming back costs no render.
    expect(await jobs.get('uid-1/report.pdf/r1', async () => base)).toBe(await report);
    expect(renderer.started).toHaveLength(3);
    expect(jobs.stats().cached).toBe(3);
  });

  it('shares one render between two jobs with equal content that run at once', async () => {
    const renderer = fakeRenderer();
    const jobs = new PdfJobs({ render: renderer.render, concurrency: 1, maxQueued: 0, cacheBytes: 1 << 20 });
    const a = jobs.get('uid-1/enfp-guide.pdf/', async () => ({ ...base, kind: 'guide', name: '' }));
    const b = jobs.get('uid-2/enfp-guide.pdf/', async () => ({ ...base, kind: 'guide', name: '' }));
    await tick();
    expect(renderer.started).toHaveLength(1);
    renderer.started[0]!.finish();
    expect(await a).toBe(await b);
  });

  it('bounds the cache by bytes (least recently used out first)', async () => {
    const renderer = fakeRenderer();
    const jobs = new PdfJobs({ render: renderer.render, concurrency: 1, maxQueued: 4, cacheBytes: 25 });
    for (const user of [1, 2, 3]) {
      const pdf = jobs.get(`uid-${user}/report.pdf/r`, async () => ({ ...base, name: `R${user}` }));
      await tick();
      renderer.started.at(-1)!.finish(Buffer.alloc(10, user));
      await pdf;
    }
    expect(jobs.stats()).toMatchObject({ cached: 2, cachedBytes: 20 });
    const again = jobs.get('uid-1/report.pdf/r', async () => ({ ...base, name: 'R1' }));
    await tick();
    expect(renderer.started).toHaveLength(4); // R1 was evicted: rendered again
    renderer.started[3]!.finish();
    await again;
  });

  it('a failed render fails every request of its job, frees its slot and caches nothing; a request without content gets null', async () => {
    const renderer = fakeRenderer();
    const jobs = new PdfJobs({ render: renderer.render, concurrency: 1, maxQueued: 0, cacheBytes: 1 << 20 });
    const a = jobs.get('uid-1/report.pdf/r', async () => base);
    const b = jobs.get('uid-1/report.pdf/r', async () => base);
    await tick();
    renderer.started[0]!.fail(new Error('worker died'));
    await expect(a).rejects.toThrow('worker died');
    await expect(b).rejects.toThrow('worker died');
    expect(jobs.stats()).toMatchObject({ running: 0, jobs: 0, cached: 0 });
    const again = jobs.get('uid-1/report.pdf/r', async () => base);
    await tick();
    renderer.started[1]!.finish();
    expect((await again)?.toString()).toBe('%PDF-Ada');
    expect(await jobs.get('uid-9/report.pdf/', async () => null)).toBeNull();
  });

  it('refuses a queue without a thread', () => {
    expect(() => new PdfJobs({ render: async () => Buffer.alloc(0), concurrency: 0, maxQueued: 1, cacheBytes: 1 })).toThrow(RangeError);
  });
});

describe('reportContentKey', () => {
  it('depends on what the PDF shows, never on who asked', () => {
    const key = reportContentKey(base);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(reportContentKey(structuredClone(base))).toBe(key);
    expect(reportContentKey({ ...base, name: 'Ada L.' })).not.toBe(key);
    expect(reportContentKey({ ...base, completedAt: '2026-11-21T10:00:00.000Z' })).not.toBe(key);
    expect(
      reportContentKey({ ...base, sections: [{ title: 'Strengths', blocks: [{ kind: 'paragraph', runs: [{ text: 'Foresight!' }] }] }] }),
    ).not.toBe(key);
    const png = Buffer.from([1, 2, 3]);
    const withImage = reportContentKey({ ...base, character: { png, alt: 'x' } });
    expect(reportContentKey({ ...base, character: { png: Buffer.from([1, 2, 3]), alt: 'x' } })).toBe(withImage);
    expect(reportContentKey({ ...base, character: { png: Buffer.from([1, 2, 4]), alt: 'x' } })).not.toBe(withImage);
  });
});
