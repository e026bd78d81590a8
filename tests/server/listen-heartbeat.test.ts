// @vitest-environment node
// PostgreSQL only (vite.config.ts `postgresOnly`): the server's connections go through a TCP proxy
// (pausable-proxy.ts) that goes silent without closing anything, as a network dropping packets does.
// No socket error comes, so only the LISTEN connection's heartbeat (server/services/live/listen-heartbeat.ts)
// can tell readiness that `listen` is down.
import { randomBytes } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { pgDeadlines } from '../../server/db/deadlines.ts';
import { databaseUrlOf, pgAdmin } from './pg-admin.ts';
import { pausableProxy, type PausableProxy } from './pausable-proxy.ts';

const adminUrl = process.env.DATABASE_URL!;
const name = `t_${randomBytes(6).toString('hex')}`;
let proxy: PausableProxy;
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  await pgAdmin(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  const direct = new URL(databaseUrlOf(adminUrl, name));
  proxy = await pausableProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const proxied = new URL(direct);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  database = await openDatabase({ url: proxied.toString(), poolSize: 4 });
  app = await buildApp({ database });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.close();
  await proxy?.close();
  await pgAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
});

interface Ready {
  status: number;
  body: { ready: boolean; failed: string[]; checks: Record<string, unknown> };
}
const ready = async (): Promise<Ready> => {
  const res = await app.inject({ method: 'GET', url: '/api/ready' });
  return { status: res.statusCode, body: res.json() };
};

/** Polls readiness every 50 ms until `done` holds or `ms` pass: the answer and the ms it took, or null. */
async function readyUntil(ms: number, done: (answer: Ready) => boolean): Promise<{ answer: Ready; ms: number } | null> {
  const started = performance.now();
  while (performance.now() - started < ms) {
    const answer = await ready();
    if (done(answer)) return { answer, ms: performance.now() - started };
    await pause(50);
  }
  return null;
}

describe('a network that goes silent under the LISTEN connection', () => {
  it('readiness says 503 `listen` within the heartbeat window, and 200 again once the network forwards (new connections)', { timeout: 90_000 }, async () => {
    expect((await readyUntil(10_000, (a) => a.status === 200))?.answer.body.checks.listen).toBe('ok');

    proxy.pause();
    const window = pgDeadlines.heartbeatEveryMs + pgDeadlines.heartbeatDeadlineMs;
    const down = await readyUntil(window + 5000, (a) => a.body.checks.listen === 'down');
    expect(down, 'the LISTEN connection still counted as up').not.toBeNull();
    expect(down!.answer.status).toBe(503);
    expect(down!.answer.body.failed).toContain('listen');
    // The heartbeat's window, plus a loaded machine's slack; never the kernel's minutes.
    expect(down!.ms).toBeLessThan(window + 1500);

    proxy.resume();
    const up = await readyUntil(30_000, (a) => a.status === 200);
    console.log(`black hole: readiness said listen down after ${(down!.ms / 1000).toFixed(2)} s (window ${window / 1000} s); 200 again ${up ? `${(up.ms / 1000).toFixed(2)} s` : 'never'} after the network came back`);
    expect(up, JSON.stringify(await ready())).not.toBeNull();
    expect(up!.answer.body).toMatchObject({ ready: true, checks: { database: 'ok', listen: 'ok' } });
  });
});
