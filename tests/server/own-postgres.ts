// A PostgreSQL cluster a test owns, to stop and start under a running server (database-outage.test.ts,
// bench/outage.ts): initdb in a temporary folder and pg_ctl, as scripts/with-postgres.sh does it.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../harness/server-process';

const run = promisify(execFile);

export interface OwnPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** `pg_ctl stop -m immediate`: every backend killed at once, no checkpoint (a crash, as an operator sees one). */
  stopImmediate(): Promise<void>;
  /** `pg_ctl start -w`: resolves once it accepts connections again (after crash recovery). */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  remove(): Promise<void>;
}

/** The folder of initdb and pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/<n>/bin (scripts/with-postgres.sh). */
export function postgresBin(): string | null {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const found = readdirSync(root)
    .map((version) => join(root, version, 'bin'))
    .filter((dir) => existsSync(join(dir, 'initdb')));
  return found.at(-1) ?? null;
}

/** A fresh cluster on a free loopback port, fsync off (throw-away data), started. */
export async function ownPostgres(): Promise<OwnPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('no PostgreSQL server binaries (scripts/ensure-system-deps.sh installs them)');
  const work = mkdtempSync(join(tmpdir(), 'lobby-own-pg-'));
  const data = join(work, 'data');
  const port = await freePort();
  // initdb and postgres refuse to run as root: as the package's postgres user then.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(work, Number(stdout.trim()), Number(group.trim()));
  }
  const pg = (tool: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : run(join(bin, tool), args));
  const options = `-h 127.0.0.1 -p ${port} -k ${work} -c fsync=off -c max_connections=100`;
  const start = async () => void (await pg('pg_ctl', ['-D', data, '-l', join(work, 'server.log'), '-w', '-t', '60', '-o', options, 'start']));
  const stopImmediate = async () => void (await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']));
  await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stopImmediate,
    start,
    async remove() {
      await stopImmediate().catch(() => undefined);
      rmSync(work, { recursive: true, force: true });
    },
  };
}
