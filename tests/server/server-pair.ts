import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { freePort, waitUp } from '../harness/server-process';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { databaseUrlOf, pgAdmin } from './pg-admin.ts';

export interface ServerPair {
  /** The pair's database, opened by the test as another writer would. */
  database: Database;
  /** Its URL, for other processes of the test (the ops command line). */
  url: string;
  /** The two processes' base URLs. */
  servers: [string, string];
  /** Their process ids (a LISTEN connection is named after its process). */
  pids: number[];
  /** The empty folder they serve as the lobby's build. */
  lobbyDist: string;
  /** Stops both processes and drops the database. */
  close(): Promise<void>;
}

/**
 * Two real server processes (`scripts/start.mjs`) on one throw-away copy of the test template on
 * PostgreSQL, as `npm run start:cluster -- 2` runs them, each on its own port so a call can pick
 * its process. `env` adds to the processes' environment (pool size, cache lifetimes).
 */
export async function startServerPair(env: Record<string, string>): Promise<ServerPair> {
  const adminUrl = process.env.DATABASE_URL!;
  const name = `t_${randomBytes(6).toString('hex')}`;
  const emptyDist = mkdtempSync(join(tmpdir(), 'lobby-no-dist-'));
  const children: ChildProcess[] = [];
  await pgAdmin(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  const url = databaseUrlOf(adminUrl, name);
  const database = await openDatabase({ url });

  const startServer = async (): Promise<string> => {
    const port = await freePort();
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', SKIP_BUILD: '1', LOBBY_DIST: emptyDist, DATABASE_URL: url, PORT: String(port), DEV_ENDPOINTS: '1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    await waitUp(`http://127.0.0.1:${port}/api/health`, child);
    return `http://127.0.0.1:${port}`;
  };

  const close = async () => {
    await Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode === null ? (child.once('exit', resolve), child.kill('SIGTERM')) : resolve(null)))));
    await database.close();
    await pgAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
    rmSync(emptyDist, { recursive: true, force: true });
  };
  try {
    const servers: [string, string] = [await startServer(), await startServer()];
    return { database, url, servers, pids: children.map((child) => child.pid!), lobbyDist: emptyDist, close };
  } catch (error) {
    await close();
    throw error;
  }
}
