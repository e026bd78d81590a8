import { z } from 'zod';
import { PLAIN_TEXT } from './plain-text.ts';
import { idRule } from './bank-cards';

/*
 * Site mail of docs/product.md §7 (Member area): the spec shows the paths; these payloads are the
 * reference server's. Used by the lobby's write form and the server alike; messages are
 * `validation.` keys.
 *
 * POST   /member/message/list       { page }   → InboxPage (messages from the site, HTML)
 * POST   /member/message/send_list  { page }   → SentPage (what the member sent, plain text)
 * POST   /member/message/send       { title, message }
 * POST   /member/message/read       { id }     (not in the spec: marks one inbox message read)
 * GET    /member/message/unread                (not in the spec: the header's count)
 * DELETE /member/message/delete     { id }     (an inbox or a sent message of the caller)
 * DELETE /member/message/delete_all            (the caller's whole inbox)
 */

/** A title is short, one line: the subject of a message to customer service. */
export const MAIL_TITLE_MAX = 50;
/** Feedback and message content: 5 to 1000 characters (docs/product.md §5 and §9). */
export const CONTENT_MIN = 5;
export const CONTENT_MAX = 1000;
/** Rows on one page of the inbox, the sent list and past feedback. */
export const MAIL_PAGE_SIZE = 10;

/** A `page` of a paged list, 1 when the body has none. */
export const pageSchema = z.preprocess(
  (body) => body ?? {},
  z.object({ page: z.coerce.number({ error: 'validation.invalid' }).int('validation.invalid').min(1, 'validation.invalid').max(10_000, 'validation.invalid').default(1) }),
);

/** Content of 5–1000 characters, counted after trimming, as the live counter counts it. */
export const contentRule = (required: string, length: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .min(CONTENT_MIN, length)
    .max(CONTENT_MAX, length)
    // The form says it before sending; the server refuses the same characters everywhere (server/validate.ts).
    .regex(PLAIN_TEXT, 'validation.controlCharacters');

/** `/member/message/send`. */
export const mailSendSchema = z.object({
  title: z
    .string({ error: 'validation.mailTitleRequired' })
    .trim()
    .min(1, 'validation.mailTitleRequired')
    .max(MAIL_TITLE_MAX, 'validation.mailTitleLength')
    // One line of text: no line breaks or other control characters in a subject.
    .regex(/^[^\p{Cc}]+$/u, 'validation.mailTitleFormat'),
  message: contentRule('validation.mailMessageRequired', 'validation.mailMessageLength'),
});
export type MailSendInput = z.input<typeof mailSendSchema>;
export type MailSendValues = z.output<typeof mailSendSchema>;

/** `/member/message/read` and `/member/message/delete`. */
export const mailIdSchema = z.object({ id: idRule('validation.invalid') });
