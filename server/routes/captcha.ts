import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { captchaOk } from '../../domain/contracts/captcha-types.ts';
import { captchaCheckBodySchema, captchaCheckQuerySchema } from '../../domain/contracts/captcha.ts';
import { captchaCheckReplySchema, captchaPlainReplySchema, captchaReplySchema } from '../../domain/contracts/replies/accounts.ts';
import { drawPool } from '../captcha/draw-pool.ts';
import { puzzleStock } from '../captcha/puzzle-stock.ts';
import { codedErrors } from '../error-handler.ts';
import { AppError } from '../errors.ts';
import { checkCaptcha, type CaptchaAnswer } from '../services/accounts/captcha-check.ts';
import { createCaptcha, createPlainCaptcha } from '../services/accounts/captchas.ts';

/**
 * Captcha: a server-drawn slider puzzle or, for whoever cannot see it, a plain key; each with a
 * proof-of-work, and a single check (docs/product.md §4, §7; README.md, the "Captcha:" paragraph).
 */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const settings = app.captchaSettings;
  // Drawing a puzzle is ~10-25 ms of pure CPU: on the event loop, 20 clients asking for puzzles
  // held every other request for over 100 ms (bench/captcha.ts), so worker threads draw them.
  const puzzles = puzzleStock(drawPool(app.captchaThreads));
  // A server that listens draws its stock at once; an app driven by inject() (tests) on first use.
  app.addHook('onListen', async () => puzzles.warm());
  app.addHook('onClose', async () => puzzles.close());

  app.get('/auth/captcha', { schema: { response: { 200: captchaReplySchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return createCaptcha(db, puzzles, settings, request.ip, app.clock());
  });

  app.post('/auth/captcha/plain', { config: codedErrors, schema: { response: { 200: captchaPlainReplySchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return createPlainCaptcha(db, settings, request.ip, app.clock());
  });

  // The reply is the JSON string "ok", as the lobby compares it (docs/product.md §7). Fastify sends a string
  // as it is, past the route's serializer: `serialize` puts it through the response schema first.
  const ok = (reply: FastifyReply) => reply.type('application/json').send(reply.serialize(captchaOk));
  // Refusals carry their code (captcha_missed, captcha_too_fast …): the lobby says why in its own words.
  const checked = { config: codedErrors, schema: { response: { 200: captchaCheckReplySchema } } };
  const check = async (reply: FastifyReply, key: string, answer: CaptchaAnswer) => {
    const failure = await checkCaptcha(db, key, answer, app.clock());
    if (failure) throw new AppError(422, failure);
    return ok(reply);
  };

  // The lobby's form: the key in the body, out of the address and so out of access logs.
  app.post('/auth/check', { ...checked, schema: { body: captchaCheckBodySchema, ...checked.schema } }, async (request, reply) => {
    const { key, tn_r, trail, pow } = request.body;
    return check(reply, key, { x: tn_r, trail, pow });
  });

  // The older address form, same rules; kept for callers that still build it.
  app.get('/auth/check', { ...checked, schema: { querystring: captchaCheckQuerySchema, ...checked.schema } }, async (request, reply) => {
    const { key, tn_r, trail, pow } = request.query;
    return check(reply, key, { x: tn_r, trail, pow });
  });
};
