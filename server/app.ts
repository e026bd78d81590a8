import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { registerErrorHandler } from './error-handler.ts';
import { apiRoutes } from './routes/index.ts';

export interface AppOptions {
  /** Folder of the built lobby; served at `/` when present. */
  staticDir?: string;
  /** Exposes `/api/dev/*` helpers (SMS inbox, captcha offsets): `npm start` and tests only. */
  devEndpoints?: boolean;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the reference server: the API under `/api` and, when built, the lobby at `/`. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 64 * 1024,
  });
  registerErrorHandler(app);
  await app.register(apiRoutes, { prefix: '/api', devEndpoints: options.devEndpoints ?? false });

  const staticDir = options.staticDir;
  const lobbyBuilt = Boolean(staticDir && existsSync(join(staticDir, 'index.html')));
  if (lobbyBuilt) await app.register(fastifyStatic, { root: staticDir!, wildcard: false, index: ['index.html'] });
  app.setNotFoundHandler((request, reply) => {
    // Hash routing: any non-API GET that is no file is the lobby itself.
    if (lobbyBuilt && request.method === 'GET' && !request.url.startsWith('/api/')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not found' });
  });
  return app;
}
