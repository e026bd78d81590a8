// @vitest-environment node
import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../server/app.ts';
import { cachesPlugin } from '../../server/plugins/caches.ts';
import { idempotencyPlugin } from '../../server/plugins/idempotency.ts';
import { langPlugin } from '../../server/plugins/lang.ts';
import { requireMember } from '../../server/plugins/member.ts';
import { refuseUnreadableText, textGuardPlugin } from '../../server/validate.ts';
import { openTestDatabase } from './test-database.ts';
import { call } from './test-app.ts';

const { database, drop } = await openTestDatabase();
afterAll(() => drop());

/** The request plumbing in the order the app registers it (server/app.ts), then what comes after the API. */
const plumbing = [
  'lobby-caches',
  'lobby-live',
  'lobby-lang',
  'lobby-member',
  'lobby-json-depth',
  'lobby-text-guard',
  'lobby-idempotency',
  'lobby-balance-reply',
  'lobby-error-handler',
  'lobby-security-headers',
  'lobby-route-contracts',
  'lobby-demo-payments',
  'lobby-site',
];

describe('the server is composed of named plugins', () => {
  it('registers each by name, in order', async () => {
    const app = await buildApp({ database, devEndpoints: false });
    await app.ready();
    expect(plumbing.filter((name) => !app.hasPlugin(name))).toEqual([]);
    // The plugin tree as Fastify prints it: each name once, in registration order.
    const tree = app.printPlugins();
    const at = plumbing.map((name) => tree.indexOf(name));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    await app.close();
  });

  it('refuses at boot a plugin registered before one it needs, naming it', async () => {
    const bare = Fastify();
    bare.decorate('db', database);
    bare.decorate('clock', () => new Date());
    await expect(bare.register(idempotencyPlugin)).rejects.toThrow("The dependency 'lobby-caches' of plugin 'lobby-idempotency' is not registered");
    await bare.close();

    const noMember = Fastify();
    noMember.decorate('db', database);
    noMember.decorate('clock', () => new Date());
    await noMember.register(cachesPlugin, { contentCacheMs: 0 });
    await noMember.register(langPlugin);
    await expect(noMember.register(textGuardPlugin)).rejects.toThrow("The dependency 'lobby-member' of plugin 'lobby-text-guard' is not registered");
    await noMember.close();
  });

  it('refuses the caches on an app without the database they read', async () => {
    const bare = Fastify();
    await expect(bare.register(cachesPlugin, { contentCacheMs: 0 })).rejects.toThrow("The decorator 'db' required by 'lobby-caches' is not present in Fastify");
    await bare.close();
  });
});

describe('their hooks keep their order', () => {
  it('runs the member check before the text guard on a member route: its onRoute ran first', async () => {
    const app = await buildApp({ database, devEndpoints: false });
    let added: RouteOptions | undefined;
    // Added after the plugins', so it sees the route as they left it.
    app.addHook('onRoute', (route) => {
      if (route.url === '/api/order-probe') added = route;
    });
    const reply = { 200: z.object({ ok: z.boolean() }) };
    app.post('/api/order-probe', { schema: { body: z.object({ text: z.string() }), response: reply }, preHandler: [requireMember] }, async () => ({ ok: true }));
    expect(added?.preValidation).toEqual([requireMember, refuseUnreadableText]);
    expect(added?.preHandler).toEqual([]);
    // A visitor is told 401 whatever the body holds (NUL here), not 400: what the body says is not read first.
    const visitor = await call(app, { method: 'POST', url: '/api/order-probe?lang=en', payload: { text: 'a\u0000b' } });
    expect(visitor.status).toBe(401);
    await app.close();
  });
});
