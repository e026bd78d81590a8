// @vitest-environment node
// Runs in the PGlite pass only (vite.config.ts `databaseFree`): the pieces of outage handling that need
// no database (database-outage.test.ts runs the whole on PostgreSQL).
import { EventEmitter } from 'node:events';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { Runner } from 'graphile-worker';
import { describe, expect, it } from 'vitest';
import { databaseOutage } from '../../server/db/unavailable.ts';
import { errorHandlerPlugin } from '../../server/error-handler.ts';
import { translate } from '../../server/i18n/translate.ts';
import { superviseRunner } from '../../server/jobs/graphile-supervisor.ts';
import { langPlugin } from '../../server/plugins/lang.ts';
import { reconnectDelay } from '../../server/services/live/reconnect-delay.ts';
import { readinessOf } from '../../server/services/readiness/readiness.ts';
import type { DatabaseCheck } from '../../server/services/readiness/database-probe.ts';

const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
/** Drizzle's failed query: the statement and its parameters in the message, the driver's error in `cause`. */
const failedQuery = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: secret'), { query: 'select 1', params: ['secret'], cause });

describe('databaseOutage', () => {
  it('finds the outage in what a query error wraps, and says it without the statement', () => {
    expect(databaseOutage(failedQuery(refused))).toBe('ECONNREFUSED');
    expect(databaseOutage(failedQuery(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })))).toBe('57P01');
    expect(databaseOutage(failedQuery(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })))).toBe('57014');
    expect(databaseOutage(new Error('Connection terminated unexpectedly'))).toBe('Connection terminated unexpectedly');
    expect(databaseOutage(new Error('timeout exceeded when trying to connect'))).toBe('timeout exceeded when trying to connect');
    expect(databaseOutage(new AggregateError([refused], 'connect failed'))).toBe('ECONNREFUSED');
  });

  it('leaves every other error alone', () => {
    expect(databaseOutage(failedQuery(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBeNull();
    expect(databaseOutage(new Error('boom'))).toBeNull();
    expect(databaseOutage(null)).toBeNull();
  });

  it('turns into a 503 in the caller\'s language with Retry-After, never a 500', async () => {
    const app = Fastify();
    await app.register(langPlugin);
    await app.register(errorHandlerPlugin);
    app.get('/q', async () => {
      throw failedQuery(refused);
    });
    for (const lang of ['zh_cn', 'zh_hk', 'en'] as const) {
      const reply = await app.inject({ method: 'GET', url: `/q?lang=${lang}` });
      expect(reply.statusCode).toBe(503);
      expect(reply.headers['retry-after']).toBe('5');
      expect(reply.json()).toEqual({ message: translate(lang, 'database_unavailable') });
    }
    await app.close();
  });
});

describe('reconnectDelay', () => {
  it('tries at once, then backs off doubling to at most 2 s, each pause drawn between half and all of its step', () => {
    expect(reconnectDelay(0)).toBe(50);
    expect([1, 2, 3, 4, 5, 10].map((n) => reconnectDelay(n, () => 1))).toEqual([200, 400, 800, 1600, 2000, 2000]);
    expect([1, 5].map((n) => reconnectDelay(n, () => 0))).toEqual([100, 1000]);
  });
});

describe('superviseRunner', () => {
  const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;
  /** A stand-in for graphile-worker's runner: its end and its events are the test's to trigger. */
  function fakeRunner() {
    let end!: (error: Error) => void;
    const promise = new Promise<void>((_resolve, reject) => (end = reject));
    const stopped = { value: false };
    const runner = { events: new EventEmitter(), promise, stop: async () => void (stopped.value = true) };
    return { runner: runner as unknown as Runner, events: runner.events, end, stopped };
  }

  it('starts graphile-worker again when it stops by itself, reports its health meanwhile, and stops the one running', async () => {
    const made: ReturnType<typeof fakeRunner>[] = [];
    let failStarts = 1;
    const handle = await superviseRunner(async () => {
      // The first start again fails, as it does while the database is still away.
      if (made.length === 1 && failStarts-- > 0) throw new Error('connect ECONNREFUSED');
      const next = fakeRunner();
      made.push(next);
      return next.runner;
    }, quiet);
    expect(handle.health()).toBe('ok');
    made[0]!.events.emit('worker:getJob:error', {});
    expect(handle.health()).toBe('retrying');
    made[0]!.events.emit('worker:getJob:empty', {});
    expect(handle.health()).toBe('ok');
    // "Could not completeJobs; queue is in an inconsistent state": the runner's promise rejects.
    made[0]!.end(new Error('Could not completeJobs'));
    await expect.poll(() => handle.health()).toBe('restarting');
    await expect.poll(() => made.length, { timeout: 5000 }).toBe(2);
    expect(handle.health()).toBe('ok');
    await handle.stop();
    expect(made[1]!.stopped.value).toBe(true);
    expect(made[0]!.stopped.value).toBe(false);
  });
});

describe('readinessOf', () => {
  const fine: DatabaseCheck = { database: 'ok', migrations: 'ok', missing: [] };
  it('is ready with every check passing, whatever the job runner says', () => {
    expect(readinessOf(fine, 'ok', 'retrying')).toMatchObject({ ready: true, failed: [] });
  });
  it('is not ready from the first moment of a shutdown, the database still answering', () => {
    expect(readinessOf(fine, 'ok', 'ok', true)).toMatchObject({ ready: false, failed: ['closing'] });
  });
});
