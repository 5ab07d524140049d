/**
 * 404 cost benchmark (issue 22): the server's CPU time per request (user + system, from
 * /proc/{pid}/stat) for a cached page, an unknown slug on a fixed-catalogue route, an unknown slug
 * on a content route, a non-canonical slug (the 308) and a canonical page the proxy runs for —
 * against one or more running production servers (web/server.ts), interleaved round by round so
 * that the machine's load falls on all of them alike. Counts CPU, not wall time: the figure holds
 * on a loaded machine. Prints figures; asserts nothing.
 *
 *   node scripts/bench-404.ts --server before=http://localhost:3651@PID --server after=http://localhost:3652@PID
 *        [--requests 60] [--rounds 3] [--concurrency 2] [--only 'cached,308']
 *
 * PID is the server's process (`node web/server.ts`, which serves in-process: no workers). Unknown
 * values are fresh per request (`zzzz-7-42`), so no answer comes from a cache.
 */
import { parseArgs } from 'node:util';
import { cpuSeconds, positiveIntegerOption } from './bench/harness.ts';

const { values: opts } = parseArgs({
  options: {
    server: { type: 'string', multiple: true, default: [] },
    requests: { type: 'string', default: '60' },
    rounds: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '2' },
    only: { type: 'string' },
  },
});
const requests = positiveIntegerOption(opts, 'requests');
const rounds = positiveIntegerOption(opts, 'rounds');
const concurrency = positiveIntegerOption(opts, 'concurrency');

/** One server under test: `name=baseUrl@pid`. */
interface Server {
  name: string;
  base: string;
  pid: number;
}
const servers: Server[] = opts.server.map((spec) => {
  const match = /^([^=]+)=(https?:\/\/[^@]+)@(\d+)$/.exec(spec);
  if (!match) throw new Error(`--server ${spec}: expected name=http://host:port@pid`);
  return { name: match[1]!, base: match[2]!.replace(/\/$/, ''), pid: Number(match[3]) };
});
if (servers.length === 0) throw new Error('give at least one --server name=http://host:port@pid');

/** The request classes: a path per request index (unknown values are fresh each time). */
const CLASSES: { name: string; path: (round: number, index: number) => string }[] = [
  { name: 'cached page /personality-type/intj', path: () => '/personality-type/intj' },
  { name: 'cached pair /compatibility/intp-and-enfj', path: () => '/compatibility/intp-and-enfj' },
  { name: '308 /personality-type/INTJ', path: () => '/personality-type/INTJ' },
  { name: '404 fixed /personality-type/{unknown}', path: (round, index) => `/personality-type/zzzz-${round}-${index}` },
  { name: '404 fixed /compatibility/{unknown}', path: (round, index) => `/compatibility/nope-${round}-${index}` },
  { name: '404 fixed /theory/{unknown}', path: (round, index) => `/theory/nope-${round}-${index}` },
  { name: '404 content /blog/article/{unknown}', path: (round, index) => `/blog/article/nope-${round}-${index}` },
  // Slugs no document can have (outside the studio's kebab rule) on the content routes the page fuzz
  // hits most: the proxy sends them to the global 404 (issue 22); a malformed path (`%zz`) took that way already.
  { name: '404 odd /blog/article/{Odd.slug}', path: (round, index) => `/blog/article/Nope.${round}.${index}` },
  { name: '404 odd /posts/{Odd.slug}', path: (round, index) => `/posts/Nope.${round}.${index}` },
  { name: '404 odd /blog/{Odd.slug}', path: (round, index) => `/blog/Nope.${round}.${index}` },
  { name: '404 odd /blog/author/{Odd.slug}', path: (round, index) => `/blog/author/Nope.${round}.${index}` },
  { name: '404 odd /blog/category/{Odd.slug}', path: (round, index) => `/blog/category/Nope.${round}.${index}` },
  { name: '404 odd /blog/page/{Odd}', path: (round, index) => `/blog/page/Nope.${round}.${index}` },
  { name: '404 odd /tools/tests/{Odd.slug}', path: (round, index) => `/tools/tests/Nope.${round}.${index}` },
  { name: '404 odd /shared-result/{Odd.token}', path: (round, index) => `/shared-result/Nope.${round}.${index}` },
  { name: '404 odd /shared-result/{Odd.token}/compare', path: (round, index) => `/shared-result/Nope.${round}.${index}/compare` },
  {
    name: '404 odd /personality-type/intj/{Odd}/subscriber-view',
    path: (round, index) => `/personality-type/intj/Nope.${round}.${index}/subscriber-view`,
  },
  { name: '404 malformed /blog/article/%zz', path: (round, index) => `/blog/article/%25zz-${round}-${index}` },
  { name: '404 global /{unknown}/x', path: (round, index) => `/nope-${round}-${index}/x` },
];

/** `--only`: the classes whose name contains one of these comma-separated words (default: all). */
const only = (opts.only ?? '').split(',').filter(Boolean);
const classes = CLASSES.filter(({ name }) => only.length === 0 || only.some((word) => name.includes(word)));

/** Sends `count` GETs (at most `concurrency` at once, redirects not followed); returns the statuses seen. */
async function send(base: string, path: (index: number) => string, count: number): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const response = await fetch(`${base}${path(index)}`, { redirect: 'manual' });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

/** CPU ms per request, per class and server, over all rounds. */
const totals = new Map<string, { cpu: number; count: number; statuses: Map<number, number> }>();
for (let round = 0; round < rounds; round++) {
  for (const { name, path } of classes) {
    for (const server of servers) {
      await send(server.base, (index) => path(round, -1 - index), 3); // warm-up: the route's modules
      const before = cpuSeconds(server.pid);
      const statuses = await send(server.base, (index) => path(round, index), requests);
      const cpu = cpuSeconds(server.pid) - before;
      const key = `${name}\t${server.name}`;
      const total = totals.get(key) ?? { cpu: 0, count: 0, statuses: new Map() };
      total.cpu += cpu;
      total.count += requests;
      for (const [status, count] of statuses) total.statuses.set(status, (total.statuses.get(status) ?? 0) + count);
      totals.set(key, total);
    }
  }
}

const rows = [['request', ...servers.map((server) => `${server.name} CPU ms/req`), 'statuses']];
for (const { name } of classes) {
  const cells = servers.map((server) => {
    const total = totals.get(`${name}\t${server.name}`)!;
    return ((total.cpu * 1000) / total.count).toFixed(1);
  });
  const statuses = servers
    .map((server) => `${server.name} ${JSON.stringify(Object.fromEntries(totals.get(`${name}\t${server.name}`)!.statuses))}`)
    .join(' ');
  rows.push([name, ...cells, statuses]);
}
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
console.log(
  `\n${requests} requests per class, server and round; ${rounds} rounds; concurrency ${concurrency}; CPU from /proc (10 ms ticks)`,
);
