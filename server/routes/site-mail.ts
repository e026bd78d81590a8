import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailIdSchema, mailSendSchema, pageSchema } from '../../domain/contracts/site-mail.ts';
import {
  type InboxPage,
  type MailChangeReply,
  type SentPage,
  type UnreadReply,
  inboxPageSchema,
  mailChangeReplySchema,
  sentPageSchema,
  unreadReplySchema,
} from '../../domain/contracts/replies/site-mail.ts';
import { translate } from '../i18n/translate.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { deleteInbox, deleteMessage, inboxPage, markRead, sendToService, sentPage, unreadCount } from '../services/member/site-mail.ts';

/**
 * Site mail (docs/product.md §7 Member area): the inbox, the sent box, writing to customer service,
 * reading and deleting. Every call is the caller's own: another member's message id is not found.
 */
export const siteMailRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const member = { preHandler: requireMember };

  app.post('/member/message/list', { ...member, schema: { body: pageSchema, response: { 200: inboxPageSchema } } }, async (request): Promise<InboxPage> =>
    inboxPage(db, memberOf(request).id, request.lang, request.body.page),
  );

  app.post('/member/message/send_list', { ...member, schema: { body: pageSchema, response: { 200: sentPageSchema } } }, async (request): Promise<SentPage> =>
    sentPage(db, memberOf(request).id, request.body.page),
  );

  // Not in the spec: the header's badge needs the count without a page of messages.
  app.get('/member/message/unread', { ...member, schema: { response: { 200: unreadReplySchema } } }, async (request): Promise<UnreadReply> => ({ unread: await unreadCount(db, memberOf(request).id) }));

  app.post('/member/message/send', { ...member, schema: { body: mailSendSchema, response: { 200: mailChangeReplySchema } } }, async (request): Promise<MailChangeReply> => {
    const { id } = memberOf(request);
    await sendToService(db, id, request.body.title, request.body.message, app.clock());
    return { message: translate(request.lang, 'mail_sent'), unread: await unreadCount(db, id) };
  });

  // Not in the spec, which does not show how a message becomes read: opening it in the lobby does.
  app.post('/member/message/read', { ...member, schema: { body: mailIdSchema, response: { 200: mailChangeReplySchema } } }, async (request): Promise<MailChangeReply> => {
    const { id } = memberOf(request);
    await markRead(db, id, request.body.id, app.clock());
    return { message: translate(request.lang, 'mail_read'), unread: await unreadCount(db, id) };
  });

  app.delete('/member/message/delete', { ...member, schema: { body: mailIdSchema, response: { 200: mailChangeReplySchema } } }, async (request): Promise<MailChangeReply> => {
    const { id } = memberOf(request);
    await deleteMessage(db, id, request.body.id);
    return { message: translate(request.lang, 'mail_deleted'), unread: await unreadCount(db, id) };
  });

  app.delete('/member/message/delete_all', { ...member, schema: { response: { 200: mailChangeReplySchema } } }, async (request): Promise<MailChangeReply> => {
    const count = await deleteInbox(db, memberOf(request).id);
    return { message: translate(request.lang, 'mail_all_deleted', { count }), unread: 0 };
  });
};
