import type { FastifyPluginAsync } from 'fastify';
import { configRoutes } from './config.ts';
import { healthRoutes } from './health.ts';

export interface ApiOptions {
  devEndpoints: boolean;
}

/** Every route plugin of the API, one per domain; a new domain adds one line here. */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (app) => {
  await app.register(healthRoutes);
  await app.register(configRoutes);
};
