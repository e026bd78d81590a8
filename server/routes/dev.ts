import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemConfigSchema } from '../../src/contracts/config.ts';
import { abouts, activities, smsCodes, smsOutbox, systemConfigs } from '../db/schema/index.ts';
import { everyLang } from '../db/seed/content.ts';
import { AppError } from '../errors.ts';
import { captchaAnswer } from '../services/accounts/captchas.ts';
import { devDailyBonusRoutes } from './dev-daily-bonus.ts';
import { devAgentRoutes } from './dev-agents.ts';
import { devDepositRoutes } from './dev-deposits.ts';
import { devMailRoutes } from './dev-mail.ts';
import { devWithdrawalRoutes } from './dev-withdrawals.ts';

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

  app.get('/dev/sms', { schema: { querystring: z.object({ phone: z.string().max(20) }) } }, async (request) => {
    const [last] = await db.select().from(smsOutbox).where(eq(smsOutbox.phone, request.query.phone)).orderBy(desc(smsOutbox.id)).limit(1);
    if (!last) throw new AppError(404, 'not_found');
    return { phone: last.phone, code: last.code, body: last.body, created_at: last.createdAt.toISOString() };
  });

  // Lets a test send a second code to a phone at once instead of waiting out the 60 s window.
  app.delete('/dev/sms', { schema: { querystring: z.object({ phone: z.string().max(20) }) } }, async (request) => {
    await db.delete(smsCodes).where(eq(smsCodes.phone, request.query.phone));
    return { message: 'ok' };
  });

  app.get('/dev/captcha/:key', { schema: { params: z.object({ key: z.string().max(64) }) } }, async (request) => {
    const answer = await captchaAnswer(db, request.params.key);
    if (answer === null) throw new AppError(404, 'not_found');
    return answer;
  });

  app.put('/dev/configs', { schema: { body: systemConfigSchema.partial() } }, async (request) => {
    for (const [key, value] of Object.entries(request.body)) {
      if (value === undefined) continue;
      await db.update(systemConfigs).set({ value, updatedAt: sql`now()` }).where(eq(systemConfigs.key, key));
    }
    app.caches.content.clear();
    return { message: 'ok' };
  });

  // Stores raw, untrusted HTML as an operator could, for the sanitising tests. The items are
  // unlisted (an activity off /Promotion, an about page of a type the footer does not list), so
  // tests running in parallel never see them; they are reached by id only.
  const rawPage = z.object({ title: z.string().min(1).max(200), content: z.string().max(20_000) });

  app.post('/dev/activities', { schema: { body: rawPage.extend({ image_url: z.string().max(500).default('/media/activities/act-1.svg') }) } }, async (request) => {
    const { title, content, image_url } = request.body;
    const [row] = await db
      .insert(activities)
      .values({ title: everyLang(title), content: everyLang(content), imageUrl: image_url, listed: false, sort: 999 })
      .returning({ id: activities.id });
    app.caches.content.clear();
    return { id: row!.id };
  });

  app.post('/dev/abouts', { schema: { body: rawPage } }, async (request) => {
    const { title, content } = request.body;
    const [row] = await db
      .insert(abouts)
      .values({ type: UNLISTED_ABOUT_TYPE, title: everyLang(title), content: everyLang(content), sort: 999 })
      .returning({ id: abouts.id });
    app.caches.content.clear();
    return { id: row!.id };
  });
};

/** An about type no list shows (the footer lists type 5). */
const UNLISTED_ABOUT_TYPE = 99;
