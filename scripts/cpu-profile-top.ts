/**
 * Summarises a V8 `.cpuprofile` (from `node --cpu-prof`, e.g. `scripts/bench-throughput.ts
 * --cpu-prof DIR`): the top functions by self time and by total (inclusive) time, in % of the
 * profile's wall time, and the share of idle time ("(idle)": the process waited for I/O or timers).
 *
 *   node scripts/cpu-profile-top.ts FILE.cpuprofile [--top 25] [--match TEXT]
 *
 * `--match TEXT` also prints the inclusive time of every function whose name or URL contains TEXT.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values: opts, positionals } = parseArgs({
  options: { top: { type: 'string', default: '25' }, match: { type: 'string' } },
  allowPositionals: true,
});
if (positionals.length !== 1) {
  console.error('usage: node scripts/cpu-profile-top.ts FILE.cpuprofile [--top 25] [--match TEXT]');
  process.exit(1);
}
const profile = JSON.parse(readFileSync(positionals[0]!, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const label = (node: ProfileNode) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.replace(/^.*\/node_modules\/\.pnpm\/[^/]+\/node_modules\//, '').replace(/^file:\/\/.*\/(web|scripts)\//, '$1/');
  return `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`.trim();
};

const self = new Map<string, number>();
const total = new Map<string, number>();
let wall = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  wall += dt;
  const node = byId.get(id)!;
  self.set(label(node), (self.get(label(node)) ?? 0) + dt);
  const seen = new Set<string>();
  for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
    const name = label(byId.get(current)!);
    if (seen.has(name)) continue; // recursion counts once
    seen.add(name);
    total.set(name, (total.get(name) ?? 0) + dt);
  }
});

const top = Number(opts.top);
const pct = (us: number) => `${((us / wall) * 100).toFixed(1).padStart(5)}%`;
const print = (title: string, map: Map<string, number>, filter: (name: string) => boolean = () => true) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...map]
    .filter(([name]) => filter(name))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top))
    console.log(`${pct(us)}  ${name}`);
};
console.log(`profile: ${(wall / 1e6).toFixed(1)} s of wall time, ${profile.samples.length} samples`);
print('self time', self);
print('total time (inclusive)', total, (name) => !name.startsWith('(root)'));
if (opts.match) print(`total time of functions matching "${opts.match}"`, total, (name) => name.includes(opts.match!));
