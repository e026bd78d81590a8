// Uploads against everyone else (docs/performance.md): the latency of POST /api/auth/me while two members post
// 3 MB feedback pictures in a loop, against the real server process (`node scripts/start.mjs`,
// lobby build skipped) on PGlite, and on PostgreSQL when DATABASE_URL is set. First /auth/me alone
// (the floor), then with the two upload loops running. The uploaders cycle through members of their
// own so the daily picture quota lets every upload be stored. Prints figures, asserts nothing.
// Usage: npm run bench:uploads [-- seconds]   (default 15 s per phase)
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseOptions } from '../server/db/client.ts';
import { fundMembers, type FundedMember } from '../tests/harness/funded-members.ts';
import { freePort, waitUp } from '../tests/harness/server-process.ts';

const seconds = Number(process.argv[2] ?? 15);
const uploaders = 2;
/** Members per upload loop: enough that no one reaches the daily picture quota during a run. */
const membersPerUploader = 100;
const root = join(import.meta.dirname, '..');

/** A 3 MB "PNG": the signature, then bytes that do not compress, as a photo's would not. */
const picture = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(3 * 1024 * 1024 - 8)]);
const uploadBody = JSON.stringify({ content: 'bench upload, a 3 MB picture', image: picture.toString('base64') });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function probe(base: string, token: string, until: number): Promise<number[]> {
  const times: number[] = [];
  while (Date.now() < until) {
    const start = performance.now();
    const res = await fetch(`${base}/api/auth/me`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`/auth/me answered ${res.status}`);
    times.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, 10));
  }
  return times;
}

async function uploadLoop(base: string, members: FundedMember[], until: number, counts: Map<number, number>): Promise<void> {
  for (let i = 0; Date.now() < until; i += 1) {
    const m = members[i % members.length]!;
    const res = await fetch(`${base}/api/member/feedback`, { method: 'POST', headers: { authorization: `Bearer ${m.token}`, 'content-type': 'application/json' }, body: uploadBody });
    await res.arrayBuffer();
    counts.set(res.status, (counts.get(res.status) ?? 0) + 1);
  }
}

const summary = (title: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `${title.padEnd(44)} n ${String(sorted.length).padStart(5)}  median ${percentile(sorted, 50).toFixed(1).padStart(7)} ms  p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms  max ${(sorted.at(-1) ?? NaN).toFixed(1).padStart(7)} ms`;
};

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function measure(title: string, db: DatabaseOptions, serverEnv: Record<string, string>): Promise<void> {
  const setup = await openDatabase(db);
  const funded = await fundMembers(setup, { count: 1 + uploaders * membersPerUploader, centreCents: 100, providerCents: 100, prefix: `bu${randomBytes(3).toString('hex')}m` });
  await setup.close();
  const [prober, ...rest] = funded;

  const port = await freePort();
  const env: Record<string, string | undefined> = { ...process.env, ...serverEnv, PORT: String(port), SKIP_BUILD: '1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
  if (!serverEnv.DATABASE_URL) delete env.DATABASE_URL;
  const server = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUp(`${base}/api/health`, server);
    await probe(base, prober!.token, Date.now() + 1000);
    const alone = await probe(base, prober!.token, Date.now() + seconds * 1000);
    console.log(summary(`${title} /auth/me alone`, alone));
    const until = Date.now() + seconds * 1000;
    const counts = new Map<number, number>();
    const loops = Array.from({ length: uploaders }, (_, u) => uploadLoop(base, rest.slice(u * membersPerUploader, (u + 1) * membersPerUploader), until, counts));
    const during = await probe(base, prober!.token, until);
    await Promise.all(loops);
    console.log(summary(`${title} /auth/me while ${uploaders} members upload 3 MB`, during));
    const answers = [...counts].map(([status, n]) => `${n}× ${status}`).join(', ');
    console.log(`${title} uploads in ${seconds} s: ${answers} (${((3 * (counts.get(200) ?? 0)) / seconds).toFixed(1)} MB/s stored)`);
  } finally {
    await stop(server);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-uploads-'));
try {
  console.log(`uploads bench: node ${process.version}, ${seconds} s per phase, ${uploaders} upload loops of 3 MB pictures, /auth/me probed one at a time every 10 ms`);
  await measure('pglite', { dataDir }, { DATA_DIR: dataDir });
  if (process.env.DATABASE_URL) await measure('postgres', { url: process.env.DATABASE_URL }, { DATABASE_URL: process.env.DATABASE_URL });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
