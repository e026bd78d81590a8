// @vitest-environment node
import Fastify, { type FastifyPluginAsync, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { gameListReplySchema, gameLoginReplySchema } from '../../domain/contracts/replies/games.ts';
import { emptyReplySchema, htmlPageReplySchema } from '../../domain/contracts/replies/pages.ts';
import { contentRoutes } from '../../server/routes/content.ts';
import { demoGameRoutes } from '../../server/routes/demo-game.ts';
import { favouritesRoutes } from '../../server/routes/favourites.ts';
import { gameRecordRoutes } from '../../server/routes/game-records.ts';
import { gamesRoutes } from '../../server/routes/games.ts';
import { promotionRoutes } from '../../server/routes/promotions.ts';
import { toCachedReply } from '../../server/services/caches/cached-reply.ts';

/** A bare app with the server's zod compilers, as server/app.ts sets them. */
function zodApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

describe('response schemas of the content, promotion and game routes', () => {
  it('declare a reply schema for the success status of every route', async () => {
    const app = zodApp();
    // The plugins only keep the database handle when registered; no query runs here.
    app.decorate('db', { db: {} } as never);
    const routes: Pick<RouteOptions, 'method' | 'url' | 'schema'>[] = [];
    app.addHook('onRoute', (route) => void routes.push(route));
    const plugins: FastifyPluginAsync[] = [contentRoutes, promotionRoutes, gamesRoutes, favouritesRoutes, gameRecordRoutes, demoGameRoutes];
    await app.register(async (api) => {
      for (const plugin of plugins) await api.register(plugin);
    }, { prefix: '/api' });
    await app.ready();
    const declared = routes.filter((r) => r.method !== 'HEAD').map((r) => `${String(r.method)} ${r.url} ${Object.keys(r.schema?.response ?? {}).join(',')}`);
    expect(declared).toEqual([
      'GET /api/banners 200',
      'GET /api/system/notices 200',
      'GET /api/abouts 200',
      'GET /api/about/list 200',
      'GET /api/activities 200',
      'GET /api/activity/:id 200',
      'GET /api/activity/:id/mine 200',
      'GET /api/act/list 200',
      'GET /api/act/:id 200',
      'POST /api/act/apply/:id 200',
      'GET /api/act/apply/result 200',
      'GET /api/games/apis 200',
      'GET /api/games/lists 200',
      'GET /api/games/search 200',
      'GET /api/main/hotgame 200',
      'GET /api/game/login 200',
      'GET /api/favor/list 200',
      'POST /api/favor/add 200',
      'POST /api/favor/delete 200',
      'POST /api/game/type 200',
      'POST /api/game/record 200',
      'GET /api/demo-game/demo-table.js 200',
      'GET /api/demo-game/:ticket 200,404',
      'GET /api/demo-game/table 200,404',
      'GET /api/demo-game/state 200,404',
      'POST /api/demo-game/bet 200,303,404',
      'POST /api/demo-game/reality/continue 200,404',
      'POST /api/demo-game/logout 200,404',
    ]);
    await app.close();
  });

  it('turn a reply that drifts from its schema into a 500, never into a wire the lobby misreads', async () => {
    const app = zodApp();
    const routes: FastifyPluginAsyncZod = async (api) => {
      api.get('/ok', { schema: { response: { 200: gameLoginReplySchema } } }, async () => ({ url: '/api/demo-game/x' }));
      // A renamed field: the type would catch it in the route, a cast or an `any` would not.
      api.get('/drift', { schema: { response: { 200: gameLoginReplySchema } } }, async () => ({ link: '/api/demo-game/x' }) as never);
    };
    await app.register(routes);
    expect((await app.inject('/ok')).body).toBe('{"url":"/api/demo-game/x"}');
    expect((await app.inject('/drift')).statusCode).toBe(500);
    await app.close();
  });

  it('check cached bytes once per fill, as Fastify does not serialize a Buffer body', () => {
    const page = { list: [{ id: 1, code: 'c', name: 'n', image_url: '/i.svg', is_hot: false }], total: 1, page: 1, limit: 600 };
    expect(toCachedReply(page, gameListReplySchema).body.toString()).toBe(JSON.stringify(page));
    const { is_hot: _dropped, ...tile } = page.list[0]!;
    expect(() => toCachedReply({ ...page, list: [tile] }, gameListReplySchema)).toThrow();
  });

  it('send an HTML page or a redirect as it is: a string with its own content type skips the serializer', async () => {
    const app = zodApp();
    const html = '<!doctype html><html><body><p>"quoted"</p></body></html>';
    const routes: FastifyPluginAsyncZod = async (api) => {
      api.get('/page', { schema: { response: { 200: htmlPageReplySchema, 404: htmlPageReplySchema } } }, async (_request, reply) =>
        reply.type('text/html; charset=utf-8').send(html),
      );
      api.get('/gone', { schema: { response: { 200: htmlPageReplySchema, 404: htmlPageReplySchema } } }, async () => {
        throw Object.assign(new Error('no such page'), { statusCode: 404 });
      });
      api.post('/bet', { schema: { response: { 303: emptyReplySchema } } }, async (_request, reply) => reply.header('location', '/table').code(303).send());
    };
    await app.register(routes);
    const page = await app.inject('/page');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toBe(html);
    // A JSON error on a status declared as HTML is not forced through the HTML schema.
    const gone = await app.inject('/gone');
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: 'no such page' });
    const bet = await app.inject({ method: 'POST', url: '/bet' });
    expect(bet.statusCode).toBe(303);
    expect(bet.headers.location).toBe('/table');
    expect(bet.body).toBe('');
    await app.close();
  });
});
