import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaOk } from '../../src/contracts/captcha-types.ts';
import { captchaCheckQuerySchema } from '../../src/contracts/captcha.ts';
import { AppError } from '../errors.ts';
import { checkCaptcha, createCaptcha } from '../services/captchas.ts';

/** Slider captcha: a server-drawn puzzle, and a single check of its offset (spec points 4, 7). */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.get('/auth/captcha', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return createCaptcha(db, request.ip, app.clock());
  });

  app.get('/auth/check', { schema: { querystring: captchaCheckQuerySchema } }, async (request, reply) => {
    const { tn_r, key } = request.query;
    if (!(await checkCaptcha(db, key, tn_r, app.clock()))) throw new AppError(422, 'captcha_failed');
    // The reply is the JSON string "ok", as the lobby compares it (spec point 7).
    return reply.type('application/json').send(JSON.stringify(captchaOk));
  });
};
