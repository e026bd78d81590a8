import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devCreatedReplySchema } from '../../domain/contracts/replies/dev.ts';
import { messageReplySchema } from '../../domain/contracts/replies/message.ts';
import { AppError } from '../errors.ts';
import { replyFeedback } from '../services/member/feedback.ts';
import { memberIdByName } from '../services/member/member-by-name.ts';
import { deliverPlainMessage } from '../services/member/site-mail.ts';

const byId = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const mailSchema = z.object({ name: z.string().min(1).max(40), title: z.string().min(1).max(100), message: z.string().min(1).max(20_000) });

/**
 * The operator's mail commands (as `npm run ops -- mail-send …`, `feedback-reply …`) for
 * end-to-end tests; registered by dev.ts, so only with DEV_ENDPOINTS=1 and never in production.
 */
export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  app.post('/dev/mail', { schema: { body: mailSchema, response: { 200: devCreatedReplySchema } } }, async (request) => {
    const { name, title, message } = request.body;
    const memberId = await memberIdByName(db, name);
    if (memberId === null) throw new AppError(404, 'mail_member_not_found');
    return { id: await deliverPlainMessage(db, memberId, title, message, app.clock()) };
  });
  app.post('/dev/feedback/:id/reply', { schema: { params: byId, body: z.object({ reply: z.string().min(1).max(1000) }), response: { 200: messageReplySchema } } }, async (request) => {
    await replyFeedback(db, request.params.id, request.body.reply, app.clock());
    return { message: 'ok' };
  });
};
