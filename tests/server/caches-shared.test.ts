// @vitest-environment node
// Two apps on one database object in one process: on PGlite they share the in-process bus, on
// PostgreSQL each has its own LISTEN connection. (tests/server/two-processes.test.ts: real processes.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { buildApp } from '../../server/app.ts';
import { bearer, call, newMember, startTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let other: FastifyInstance;
beforeAll(async () => {
  t = await startTestApp();
  other = await buildApp({ database: t.database, devEndpoints: true });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

describe('caches of two apps on one database', () => {
  it('refuses a token in the other app as soon as the logout in one has answered', async () => {
    const { token } = await newMember(t);
    expect((await call(t.app, { method: 'POST', url: '/api/auth/me', headers: bearer(token) })).status).toBe(200);
    expect((await call(other, { method: 'POST', url: '/api/auth/me', headers: bearer(token) })).status).toBe(200);
    expect((await call(t.app, { method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).status).toBe(200);
    expect((await call(other, { method: 'POST', url: '/api/auth/me', headers: bearer(token) })).status).toBe(401);
  });

  it('shows a config written through one app in the other, whose cache held the old value', async () => {
    const read = async () => (await call<Record<string, string>>(other, { method: 'GET', url: '/api/system/configs?group=service' })).body.kefu_qq;
    const before = await read();
    expect((await call(t.app, { method: 'PUT', url: '/api/dev/configs', payload: { kefu_qq: `${before}-x` } })).status).toBe(200);
    // PostgreSQL delivers the message a moment later; PGlite's bus at once.
    const deadline = Date.now() + 1000;
    let seen = await read();
    while (seen !== `${before}-x` && Date.now() < deadline) {
      // A cached reply needs no I/O: without a turn of the event loop the message could never arrive.
      await nextTurn();
      seen = await read();
    }
    expect(seen).toBe(`${before}-x`);
  });
});
