// @vitest-environment node
import Fastify, { type FastifyPluginAsync, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { mailChangeReplySchema } from '../../domain/contracts/replies/site-mail.ts';
import { dailyBonusRoutes } from '../../server/routes/daily-bonus.ts';
import { devRoutes } from '../../server/routes/dev.ts';
import { feedbackRoutes } from '../../server/routes/feedback.ts';
import { redbagRoutes } from '../../server/routes/redbag.ts';
import { siteMailRoutes } from '../../server/routes/site-mail.ts';
import { teamAgentRoutes } from '../../server/routes/team-agent.ts';
import { wheelRoutes } from '../../server/routes/wheel.ts';

/** A bare app with the server's zod compilers, as server/app.ts sets them. */
function zodApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

describe('response schemas of the member area, the events and the dev endpoints', () => {
  it('declare a reply schema for the success status of every route', async () => {
    const app = zodApp();
    // The plugins only keep the database handle when registered; no query runs here.
    app.decorate('db', { db: {} } as never);
    const routes: Pick<RouteOptions, 'method' | 'url' | 'schema'>[] = [];
    app.addHook('onRoute', (route) => void routes.push(route));
    const plugins: FastifyPluginAsync[] = [siteMailRoutes, feedbackRoutes, teamAgentRoutes, dailyBonusRoutes, wheelRoutes, redbagRoutes, devRoutes];
    await app.register(
      async (api) => {
        for (const plugin of plugins) await api.register(plugin);
      },
      { prefix: '/api' },
    );
    await app.ready();
    const undeclared = routes.filter((r) => r.method !== 'HEAD' && !Object.keys(r.schema?.response ?? {}).includes('200')).map((r) => `${String(r.method)} ${r.url}`);
    expect(undeclared).toEqual([]);
    // All 48 routes of the 12 files (the five dev plugins are registered by dev.ts).
    expect(routes.filter((r) => r.method !== 'HEAD')).toHaveLength(48);
    await app.close();
  });

  it('turn a reply that drifts from its contract into a 500', async () => {
    const app = zodApp();
    const routes: FastifyPluginAsyncZod = async (api) => {
      api.post('/ok', { schema: { response: { 200: mailChangeReplySchema } } }, async () => ({ message: 'Sent', unread: 2 }));
      // The unread count as text: the header's badge would show "2" and never add to it.
      api.post('/drift', { schema: { response: { 200: mailChangeReplySchema } } }, async () => ({ message: 'Sent', unread: '2' }) as never);
    };
    await app.register(routes);
    expect((await app.inject({ method: 'POST', url: '/ok' })).body).toBe('{"message":"Sent","unread":2}');
    expect((await app.inject({ method: 'POST', url: '/drift' })).statusCode).toBe(500);
    await app.close();
  });
});
