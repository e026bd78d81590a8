// Where a process's CPU went (docs/performance.md, "Where a transfer's time goes"): reads a
// `.cpuprofile` that `node --cpu-prof` wrote (bench/ledger.ts or bench/events-payouts.ts with BENCH_CPU_PROF=<folder>) and prints
// the self time by function and by file (or package), largest first, as shares of the samples.
// Usage: npx tsx bench/cpu-profile-summary.ts <file.cpuprofile> [rows, default 30] [seconds of the
// start to leave out, default 0: the server's start (tsx compiling, migrations) is not a request's]
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, rowsArg] = process.argv.slice(2);
if (!file) throw new Error('usage: npx tsx bench/cpu-profile-summary.ts <file.cpuprofile> [rows]');
const rows = Number(rowsArg ?? 30);
const skipMicros = Number(process.argv[4] ?? 0) * 1e6;
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));

/** A file's place: the package under node_modules, else the path under the repository, else node's own. */
function placeOf(url: string): string {
  if (!url) return '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const own = /\/(server|domain|scripts|bench|tests)\/(.*)$/.exec(url);
  return own ? `${own[1]}/${own[2]}` : url.replace(/^file:\/\//, '');
}

const selfByFunction = new Map<string, number>();
const selfByPlace = new Map<string, number>();
let total = 0;
let at = 0;
profile.samples.forEach((id, i) => {
  const micros = profile.timeDeltas[i] ?? 0;
  at += micros;
  if (at < skipMicros) return;
  const frame = byId.get(id)!.callFrame;
  const place = placeOf(frame.url);
  const name = `${frame.functionName || '(anonymous)'}  ${place}:${frame.lineNumber + 1}`;
  selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + micros);
  if (frame.functionName !== '(idle)') selfByPlace.set(place, (selfByPlace.get(place) ?? 0) + micros);
  total += micros;
});

const idle = [...selfByFunction].filter(([name]) => name.startsWith('(idle)')).reduce((sum, [, t]) => sum + t, 0);
const print = (title: string, table: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, micros] of [...table].filter(([n]) => !n.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`${(micros / 1000).toFixed(0).padStart(8)} ms ${((micros / Math.max(1, total - idle)) * 100).toFixed(1).padStart(5)} %  ${name}`);
  }
};
console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled, ${((total - idle) / 1000).toFixed(0)} ms busy (shares below are of busy time)`);
print('self time by function', selfByFunction);
print('self time by file or package', selfByPlace);
