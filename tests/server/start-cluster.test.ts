// @vitest-environment node
// Runs in the PGlite pass only (vite.config.ts `databaseFree`): it is about having no DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCluster } from './cluster-process';

describe('npm run start:cluster without DATABASE_URL', () => {
  it('says PGlite serves one process and starts one server instead of the N asked for', { timeout: 120_000 }, async () => {
    const root = mkdtempSync(join(tmpdir(), 'lobby-cluster-'));
    const cluster = await startCluster(3, { LOBBY_DIST: root, DATA_DIR: join(root, 'db') });
    try {
      expect(cluster.log()).toMatch(/^start:cluster: no DATABASE_URL, so the database is the embedded PGlite, which serves one process only: starting ONE server process instead of 3\. Set DATABASE_URL/);
      expect([...cluster.log().matchAll(/"msg":"Server listening/g)]).toHaveLength(1);
      expect(cluster.log()).toContain(`"pid":${cluster.child.pid},`);
    } finally {
      await cluster.stop();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
