// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../server/app.ts';
import { openTestDatabase } from './test-database.ts';
import { call } from './test-app.ts';

const { database, drop } = await openTestDatabase();
afterAll(() => drop());

describe('the API answers to its contracts', () => {
  it('declares a response schema on every route, the dev endpoints and the demo payment pages included', async () => {
    // The contract check runs as each route is added: an app that builds has none without one.
    const app = await buildApp({ database, devEndpoints: true });
    await app.ready();
    expect([app.hasRoute({ method: 'GET', url: '/api/dev/sms' }), app.hasRoute({ method: 'GET', url: '/api/system/stand-ins' })]).toEqual([true, true]);
    await app.close();
  });

  it('refuses to start with a route that declares no reply', async () => {
    const app = await buildApp({ database, devEndpoints: false });
    expect(() => app.get('/api/no-contract', async () => ({ ok: true }))).toThrow('GET /api/no-contract declares no response schema');
    await app.close();
  });

  it('answers a reply that drifts from its contract with a 500 in the caller language, never the reply', async () => {
    const app = await buildApp({ database, devEndpoints: false });
    const contract = z.object({ money: z.string().regex(/^-?\d+\.\d{2}$/) });
    // A float where the contract says a 2-decimal string: the drift a test must catch.
    app.get('/api/drifting', { schema: { response: { 200: contract } } }, async () => ({ money: 12.5 }) as unknown as z.infer<typeof contract>);
    app.get('/api/keeping', { schema: { response: { 200: contract } } }, async () => ({ money: '12.50', secret: 'never sent' }) as z.infer<typeof contract>);
    const drifting = await call<{ message: string }>(app, { method: 'GET', url: '/api/drifting?lang=en' });
    expect(drifting.status).toBe(500);
    expect(drifting.body).toEqual({ message: 'Server busy, please try again later' });
    // A field the contract does not name is not sent.
    const keeping = await call(app, { method: 'GET', url: '/api/keeping' });
    expect(keeping).toEqual({ status: 200, body: { money: '12.50' } });
    await app.close();
  });
});
