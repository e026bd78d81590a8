import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemConfigSchema } from '../../domain/contracts/config.ts';
import { devCaptchaReplySchema, devCreatedReplySchema, devSmsReplySchema } from '../../domain/contracts/replies/dev.ts';
import { messageReplySchema } from '../../domain/contracts/replies/message.ts';
import { AppError } from '../errors.ts';
import { captchaAnswer } from '../services/accounts/captchas.ts';
import { addRawAbout, addRawActivity, setConfigs } from '../stand-ins/dev-content.ts';
import { forgetSmsCodes, lastSmsTo } from '../stand-ins/dev-sms.ts';
import { devDailyBonusRoutes } from './dev-daily-bonus.ts';
import { devAgentRoutes } from './dev-agents.ts';
import { devDepositRoutes } from './dev-deposits.ts';
import { devMailRoutes } from './dev-mail.ts';
import { devRealityRoutes } from './dev-reality.ts';
import { devWithdrawalRoutes } from './dev-withdrawals.ts';

const byPhone = z.object({ phone: z.string().max(20) });

/**
 * Helpers for local runs and end-to-end tests, registered only with DEV_ENDPOINTS=1: read the SMS
 * the console transport "sent", see where a captcha's gap is, and flip config switches.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  await app.register(devDepositRoutes);
  await app.register(devWithdrawalRoutes);
  await app.register(devAgentRoutes);
  await app.register(devMailRoutes);
  await app.register(devDailyBonusRoutes);
  await app.register(devRealityRoutes);

  app.get('/dev/sms', { schema: { querystring: byPhone, response: { 200: devSmsReplySchema } } }, async (request) => {
    const last = await lastSmsTo(db, request.query.phone);
    if (!last) throw new AppError(404, 'not_found');
    return last;
  });

  // Lets a test send a second code to a phone at once instead of waiting out the 60 s window.
  app.delete('/dev/sms', { schema: { querystring: byPhone, response: { 200: messageReplySchema } } }, async (request) => {
    await forgetSmsCodes(db, request.query.phone);
    return { message: 'ok' };
  });

  app.get('/dev/captcha/:key', { schema: { params: z.object({ key: z.string().max(64) }), response: { 200: devCaptchaReplySchema } } }, async (request) => {
    const answer = await captchaAnswer(db, request.params.key);
    if (answer === null) throw new AppError(404, 'not_found');
    return answer;
  });

  app.put('/dev/configs', { schema: { body: systemConfigSchema.partial(), response: { 200: messageReplySchema } } }, async (request) => {
    await setConfigs(db, request.body);
    app.caches.content.clear();
    return { message: 'ok' };
  });

  // Stores raw, untrusted HTML as an operator could, for the sanitising tests. The items are
  // unlisted (an activity off /Promotion, an about page of a type the footer does not list), so
  // tests running in parallel never see them; they are reached by id only.
  const rawPage = z.object({ title: z.string().min(1).max(200), content: z.string().max(20_000) });

  app.post(
    '/dev/activities',
    { schema: { body: rawPage.extend({ image_url: z.string().max(500).default('/media/activities/act-1.svg') }), response: { 200: devCreatedReplySchema } } },
    async (request) => {
      const { title, content, image_url } = request.body;
      const id = await addRawActivity(db, { title, content, imageUrl: image_url });
      app.caches.content.clear();
      return { id };
    },
  );

  app.post('/dev/abouts', { schema: { body: rawPage, response: { 200: devCreatedReplySchema } } }, async (request) => {
    const id = await addRawAbout(db, request.body);
    app.caches.content.clear();
    return { id };
  });
};
