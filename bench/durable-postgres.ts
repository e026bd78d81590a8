// A throw-away PostgreSQL cluster run as an operator runs money (docs/performance.md, "Durable
// PostgreSQL"): fsync, synchronous_commit and full_page_writes on, as initdb leaves them, unlike
// scripts/with-postgres.sh whose test cluster turns them off. Used by bench/ledger.ts and
// bench/events-payouts.ts when DATABASE_URL is not set; with DATABASE_URL they use that server and
// print its settings (durability()) next to the figures.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../tests/harness/server-process.ts';

export interface Cluster {
  url: string;
  /** Our own cluster's postmaster, whose processes' CPU a bench may read; absent for DATABASE_URL's server. */
  postmasterPid?: () => number | undefined;
  stop(): void;
}

function binDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const found = existsSync(root) ? readdirSync(root).map((v) => join(root, v, 'bin')).filter((d) => existsSync(join(d, 'initdb'))) : [];
  if (found.length === 0) throw new Error('no PostgreSQL server found (Debian: apt-get install -y postgresql), or set DATABASE_URL');
  return found.sort().at(-1)!;
}

/** initdb in a temporary folder, a server on a free loopback port with durable commits; `stop()` removes it all. */
export async function startDurableCluster(maxConnections = 300): Promise<Cluster> {
  const bin = binDir();
  const work = mkdtempSync(join(tmpdir(), 'bench-pg-'));
  // initdb and postgres refuse to run as root: run them as the package's postgres user then.
  const asOwner = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  if (asOwner.length > 0) chownSync(work, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const run = (cmd: string, args: string[], check = true) => {
    const [exe, ...rest] = [...asOwner, join(bin, cmd), ...args];
    const r = spawnSync(exe!, rest, { encoding: 'utf8' });
    if (check && r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  const port = await freePort();
  const data = join(work, 'data');
  // BENCH_PG_STATEMENTS=1 loads pg_stat_statements, to see where a bench's database time goes.
  // BENCH_PG_STATEMENTS=nested counts the statements inside functions too (keyed_ledger_post's, ledger_post's).
  const mode = process.env.BENCH_PG_STATEMENTS;
  const statements = mode === '1' || mode === 'nested' ? ` -c shared_preload_libraries=pg_stat_statements${mode === 'nested' ? ' -c pg_stat_statements.track=all' : ''}` : '';
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale']);
  const options = `-h 127.0.0.1 -p ${port} -k ${work} -c fsync=on -c synchronous_commit=on -c full_page_writes=on -c max_connections=${maxConnections}${statements}`;
  run('pg_ctl', ['-D', data, '-l', join(work, 'server.log'), '-w', '-t', '60', '-o', options, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // postmaster.pid's first line is the postmaster's process id.
    postmasterPid: () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]) || undefined,
    stop: () => {
      run('pg_ctl', ['-D', data, '-m', 'fast', 'stop'], false);
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/** The server's durability settings, as one line for a bench's header. */
export async function durability(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const show = async (name: string) => (await client.query<Record<string, string>>(`SHOW ${name}`)).rows[0]![name];
    return `fsync=${await show('fsync')} synchronous_commit=${await show('synchronous_commit')} full_page_writes=${await show('full_page_writes')} (${(await client.query<{ v: string }>('SELECT version() AS v')).rows[0]!.v.split(' ').slice(0, 2).join(' ')})`;
  } finally {
    await client.end();
  }
}

/** DATABASE_URL when set, else a durable throw-away cluster of our own. */
export async function benchPostgres(): Promise<Cluster> {
  const url = process.env.DATABASE_URL;
  return url ? { url, stop: () => undefined } : startDurableCluster();
}
