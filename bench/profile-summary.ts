// Self time by function from a V8 .cpuprofile (`node --cpu-prof`; bench/events-payouts.ts leaves one
// with BENCH_CPU_PROF): where a server's CPU goes (docs/performance.md, "Event payouts").
// Usage: npx tsx bench/profile-summary.ts <file.cpuprofile> [rows]   (default 30 rows)
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, rows = '30'] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx bench/profile-summary.ts <file.cpuprofile> [rows]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<string, number>();
let totalUs = 0;
profile.samples.forEach((id, i) => {
  const frame = byId.get(id)!.callFrame;
  const where = frame.url.replace(/^.*\/node_modules\//, '').replace(/^.*\/(server|domain)\//, '$1/');
  const name = `${frame.functionName || '(anonymous)'}  ${where}${where ? `:${frame.lineNumber + 1}` : ''}`;
  const us = profile.timeDeltas[i] ?? 0;
  selfUs.set(name, (selfUs.get(name) ?? 0) + us);
  totalUs += us;
});
const idle = selfUs.get('(idle)  ') ?? 0;
console.log(`${(totalUs / 1e6).toFixed(1)} s sampled, ${((totalUs - idle) / 1e6).toFixed(1)} s busy`);
for (const [name, us] of [...selfUs].filter(([name]) => !name.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, Number(rows))) {
  console.log(`${((us / (totalUs - idle)) * 100).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`);
}
