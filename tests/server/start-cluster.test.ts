// @vitest-environment node
// Runs in the PGlite pass only (vite.config.ts `databaseFree`): it is about having no DATABASE_URL.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, waitUp } from '../../bench/server-process';

describe('npm run start:cluster without DATABASE_URL', () => {
  it('says PGlite serves one process and starts one server instead of the N asked for', { timeout: 120_000 }, async () => {
    const root = mkdtempSync(join(tmpdir(), 'lobby-cluster-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['scripts/start-cluster.mjs', '3'], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', SKIP_BUILD: '1', LOBBY_DIST: root, DATA_DIR: join(root, 'db'), PORT: String(port), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    try {
      await waitUp(`http://127.0.0.1:${port}/api/health`, child);
      expect(log).toMatch(/^start:cluster: no DATABASE_URL, so the database is the embedded PGlite, which serves one process only: starting ONE server process instead of 3\. Set DATABASE_URL/);
      expect([...log.matchAll(/"msg":"Server listening/g)]).toHaveLength(1);
      expect(log).toContain(`"pid":${child.pid},`);
    } finally {
      await new Promise((resolve) => (child.exitCode === null ? (child.once('exit', resolve), child.kill('SIGTERM')) : resolve(null)));
      rmSync(root, { recursive: true, force: true });
    }
  });
});
