import { z } from 'zod';
import { isoTime, paging } from './money-text';

// Replies of the site mail and their types. The lobby imports only the types (`import type`),
// never these schemas (bundle budget). Keys are listed in the order the services write them: the
// serializer writes them in the schema's order.

/** One message of the inbox: from the site to the member; `message` is HTML, shown only sanitised. */
const inboxMessage = z.object({ id: z.number().int(), title: z.string(), message: z.string(), is_read: z.boolean(), created_at: isoTime });
export type InboxMessage = z.infer<typeof inboxMessage>;
/** One message the member sent to customer service, plain text as they typed it. */
const sentMessage = z.object({ id: z.number().int(), title: z.string(), message: z.string(), created_at: isoTime });

/** `/member/message/list`: one page of the inbox, newest first, and how many are unread in all. */
export const inboxPageSchema = z.object({ list: z.array(inboxMessage), ...paging, unread: z.number().int() });
export type InboxPage = z.infer<typeof inboxPageSchema>;
/** `/member/message/send_list`: one page of the sent messages, newest first. */
export const sentPageSchema = z.object({ list: z.array(sentMessage), ...paging });
export type SentPage = z.infer<typeof sentPageSchema>;
/** `/member/message/unread`. */
export const unreadReplySchema = z.object({ unread: z.number().int() });
export type UnreadReply = z.infer<typeof unreadReplySchema>;
/** Replies of send, read and delete: the server's message and the inbox's unread count after. */
export const mailChangeReplySchema = z.object({ message: z.string(), unread: z.number().int() });
export type MailChangeReply = z.infer<typeof mailChangeReplySchema>;
