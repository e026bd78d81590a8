import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { members } from '../db/schema/index.ts';
import { everyLang } from '../db/seed/content.ts';
import { AppError } from '../errors.ts';
import { replyFeedback } from '../services/member/feedback.ts';
import { deliverMessage } from '../services/member/site-mail.ts';

const byId = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * The operator's mail commands (as `npm run ops -- mail-send …`, `feedback-reply …`) for
 * end-to-end tests; registered by dev.ts, so only with DEV_ENDPOINTS=1 and never in production.
 */
export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  app.post('/dev/mail', { schema: { body: z.object({ name: z.string().min(1).max(40), title: z.string().min(1).max(100), message: z.string().min(1).max(20_000) }) } }, async (request) => {
    const { name, title, message } = request.body;
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.name, name));
    if (!member) throw new AppError(404, 'mail_member_not_found');
    return { id: await deliverMessage(db, member.id, everyLang(title), everyLang(message), app.clock()) };
  });
  app.post('/dev/feedback/:id/reply', { schema: { params: byId, body: z.object({ reply: z.string().min(1).max(1000) }) } }, async (request) => {
    await replyFeedback(db, request.params.id, request.body.reply, app.clock());
    return { message: 'ok' };
  });
};
