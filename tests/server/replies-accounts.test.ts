// @vitest-environment node
import Fastify, { type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { systemConfigSchema } from '../../domain/contracts/config.ts';
import { systemConfigs } from '../../server/db/schema/index.ts';
import { captchaCheckReplySchema } from '../../domain/contracts/replies/accounts.ts';
import { checkBody } from '../e2e/captcha-trail-helpers.ts';
import { call, startTestApp, type DevCaptchaAnswer, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('replies of the account and system calls, as their response schemas write them', () => {
  it('answers a solved captcha with the JSON string "ok", in JSON', async () => {
    const puzzle = await call<{ key: string }>(t.app, { method: 'GET', url: '/api/auth/captcha' });
    const gap = await call<DevCaptchaAnswer>(t.app, { method: 'GET', url: `/api/dev/captcha/${puzzle.body.key}` });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/check', payload: checkBody(puzzle.body.key, gap.body.offset ?? 0, gap.body.pow) });
    expect(res.statusCode).toBe(200);
    expect(res.payload).toBe('"ok"');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('lists the config fields in the contract\'s order, also after a row was rewritten', async () => {
    // On PostgreSQL an updated row moves to the end of the table, so the stored order changes.
    const logo = (await call<{ site_logo: string }>(t.app, { method: 'GET', url: '/api/system/configs' })).body.site_logo;
    expect((await call(t.app, { method: 'PUT', url: '/api/dev/configs', payload: { site_logo: logo } })).status).toBe(200);
    const res = await call<Record<string, unknown>>(t.app, { method: 'GET', url: '/api/system/configs' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(Object.keys(systemConfigSchema.shape));
    const asked = await call<Record<string, unknown>>(t.app, { method: 'GET', url: '/api/system/configs?group=activity,system' });
    expect(Object.keys(asked.body)).toEqual(['site_logo', 'site_mobile', 'is_redbag_open', 'activity_wheel_is_open', 'site_licences']);
  });

  it('leaves out a config value the contract does not allow (an operator\'s hand-written row) instead of failing the first screen', async () => {
    const flag = eq(systemConfigs.key, 'is_redbag_open');
    const [{ value }] = (await t.database.db.select({ value: systemConfigs.value }).from(systemConfigs).where(flag)) as [{ value: string }];
    await t.database.db.update(systemConfigs).set({ value: 'true' }).where(flag);
    try {
      t.app.caches.content.clear();
      const res = await call<Record<string, unknown>>(t.app, { method: 'GET', url: '/api/system/configs' });
      expect(res.status).toBe(200);
      expect(res.body).not.toHaveProperty('is_redbag_open');
      expect(res.body).toMatchObject({ activity_wheel_is_open: expect.stringMatching(/^[01]$/) });
    } finally {
      await t.database.db.update(systemConfigs).set({ value }).where(flag);
      t.app.caches.content.clear();
    }
  });

  it('answers /health with {"status":"ok"}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.payload).toBe('{"status":"ok"}');
  });
});

describe('a string reply and its response schema (how /auth/check is sent)', () => {
  // Fastify sends a string payload as it is, past the route's serializer: only `reply.serialize`
  // puts it through the response schema.
  async function stringApp(send: (reply: FastifyReply) => FastifyReply) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.get('/check', { schema: { response: { 200: captchaCheckReplySchema } } }, async (_request, reply) => send(reply));
    await app.ready();
    return app;
  }

  it('fails with 500 when the serialized string drifts from the schema', async () => {
    const app = await stringApp((reply) => reply.type('application/json').send(reply.serialize('OK')));
    expect((await app.inject({ method: 'GET', url: '/check' })).statusCode).toBe(500);
    await app.close();
  });

  it('would send a drifted string unchecked if it were stringified by hand', async () => {
    const app = await stringApp((reply) => reply.type('application/json').send(JSON.stringify('OK')));
    const res = await app.inject({ method: 'GET', url: '/check' });
    expect(res.statusCode).toBe(200);
    expect(res.payload).toBe('"OK"');
    await app.close();
  });
});
