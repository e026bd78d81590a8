import { eq } from 'drizzle-orm';
import { members, type Localized } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { operatorFeedback, replyFeedback } from '../services/member/feedback.ts';
import { deliverMessage } from '../services/member/site-mail.ts';
import { idArgument, OpsUsageError, type OpsCommand, type OpsContext } from './command.ts';
import { shown } from './terminal-text.ts';

const TITLE_MAX = 100;
const BODY_MAX = 20_000;
const REPLY_MAX = 1000;

const everyLang = (text: string): Localized => ({ zh_cn: text, zh_hk: text, en: text });

/** A member by name, or by id when the argument is a number. */
async function memberArgument(ctx: OpsContext, value: string | undefined): Promise<{ id: number; name: string }> {
  if (!value) throw new OpsUsageError('<member> is missing: a name or an id');
  const where = /^\d{1,9}$/.test(value) ? eq(members.id, Number(value)) : eq(members.name, value);
  const [row] = await ctx.db.select({ id: members.id, name: members.name }).from(members).where(where);
  if (!row) throw new AppError(404, 'mail_member_not_found');
  return row;
}

/** Text of at least one character and at most `max`, or a usage error naming it. */
function textArgument(value: string, name: string, max: number): string {
  const text = value.trim();
  if (!text || text.length > max) throw new OpsUsageError(`<${name}> must be 1 to ${max} characters`);
  return text;
}

const day = (at: Date | null) => (at ? at.toISOString().slice(0, 16).replace('T', ' ') : '');

/** Site mail and feedback: write to a member's inbox, list feedback, answer one. */
export const mailCommands: readonly OpsCommand[] = [
  {
    name: 'mail-send',
    args: '<member> <title> <message…>',
    summary: "put a message in a member's inbox (the message may be HTML; the lobby sanitises it)",
    async run(ctx, [who, title = '', ...body]) {
      const member = await memberArgument(ctx, who);
      const subject = textArgument(title, 'title', TITLE_MAX);
      const text = textArgument(body.join(' '), 'message', BODY_MAX);
      const id = await deliverMessage(ctx.db, member.id, everyLang(subject), everyLang(text), ctx.now());
      return translate(ctx.lang, 'mail_delivered', { id, name: shown(member.name) });
    },
  },
  {
    name: 'feedback',
    args: '[all]',
    summary: 'list feedback without a reply (or all of it), oldest first',
    async run(ctx, [which]) {
      if (which !== undefined && which !== 'all') throw new OpsUsageError(`unknown filter ${JSON.stringify(which)}: use all or nothing`);
      const rows = await operatorFeedback(ctx.db, which !== 'all');
      if (rows.length === 0) return which === 'all' ? 'No feedback.' : 'No feedback waiting for a reply.';
      return rows
        .map((r) => {
          const head = `#${r.id}  ${day(r.createdAt)}  ${shown(r.member)} (member ${r.memberId})${r.hasImage ? '  [image]' : ''}`;
          const reply = r.reply ? `\n    reply ${day(r.repliedAt)}: ${shown(r.reply)}` : '';
          return `${head}\n    ${shown(r.content.replace(/[ \n\r\t]+/g, ' '))}${reply}`;
        })
        .join('\n');
    },
  },
  {
    name: 'feedback-reply',
    args: '<id> <reply…>',
    summary: "answer a member's feedback (a second reply replaces the first)",
    async run(ctx, [id, ...reply]) {
      const feedbackId = idArgument(id);
      await replyFeedback(ctx.db, feedbackId, textArgument(reply.join(' '), 'reply', REPLY_MAX), ctx.now());
      return translate(ctx.lang, 'feedback_replied', { id: feedbackId });
    },
  },
];
