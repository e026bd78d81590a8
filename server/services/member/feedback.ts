import { and, asc, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { FeedbackItem, FeedbackPage } from '../../../domain/contracts/replies/feedback.ts';
import { MAIL_PAGE_SIZE } from '../../../domain/contracts/site-mail.ts';
import type { Db } from '../../db/client.ts';
import { feedbackImages, memberFeedback, members } from '../../db/schema/index.ts';
import { transact } from '../../db/transact.ts';
import { languages } from '../../../domain/contracts/lang.ts';
import { feedbackReplyTexts } from '../../i18n/feedback-reply-texts.ts';
import { escapeHtml } from '../pages/server-pages.ts';
import { deliverMessage } from './site-mail.ts';
import { AppError } from '../../errors.ts';
import type { UploadedImage } from '../uploads/image-upload.ts';
import { dayStart, serverDay } from '../../../domain/time/operator-time.ts';
import type { UploadStore } from '../uploads/upload-store.ts';

/** Pictures a member may attach to feedback per server day: feedback is words first. */
export const FEEDBACK_IMAGES_PER_DAY = 5;

const columns = {
  id: memberFeedback.id,
  memberId: memberFeedback.memberId,
  content: memberFeedback.content,
  reply: memberFeedback.reply,
  repliedAt: memberFeedback.repliedAt,
  createdAt: memberFeedback.createdAt,
  // Whether there is a picture, without reading its bytes.
  hasImage: sql<boolean>`exists (select 1 from ${feedbackImages} where ${feedbackImages.feedbackId} = ${memberFeedback.id})`,
};
type Row = { id: number; content: string; reply: string | null; repliedAt: Date | null; createdAt: Date; hasImage: boolean };

function toItem(r: Row): FeedbackItem {
  return {
    id: r.id,
    content: r.content,
    has_image: Boolean(r.hasImage),
    reply: r.reply,
    replied_at: r.repliedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}

/** How many pictures the member attached to feedback since the start of `now`'s server day. */
async function picturesToday(db: Pick<Db, 'select'>, memberId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(feedbackImages)
    .innerJoin(memberFeedback, eq(memberFeedback.id, feedbackImages.feedbackId))
    .where(and(eq(memberFeedback.memberId, memberId), gte(memberFeedback.createdAt, dayStart(serverDay(now)))));
  return Number(row?.n ?? 0);
}

const quotaReached = () => new AppError(429, 'feedback_image_quota', { limit: FEEDBACK_IMAGES_PER_DAY });

/**
 * Stores a member's feedback and its picture. The picture's file is written first, outside the
 * transaction (its row names it only once it exists), and removed again if the row is not written.
 * The daily picture count is checked under the member's row lock, so two uploads at once count
 * each other; the check before the write only spares writing a file that would be refused.
 */
export async function submitFeedback(db: Db, store: UploadStore, memberId: number, content: string, image: UploadedImage | null, now: Date): Promise<FeedbackItem> {
  if (image && (await picturesToday(db, memberId, now)) >= FEEDBACK_IMAGES_PER_DAY) throw quotaReached();
  const file = image ? await store.save(image.bytes) : null;
  try {
    return await transact(db, async (tx) => {
      await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
      if (image && (await picturesToday(tx, memberId, now)) >= FEEDBACK_IMAGES_PER_DAY) throw quotaReached();
      const [row] = await tx.insert(memberFeedback).values({ memberId, content, createdAt: now }).returning();
      if (image && file) await tx.insert(feedbackImages).values({ feedbackId: row!.id, mime: image.mime, file, size: image.bytes.length });
      return toItem({ ...row!, hasImage: image !== null });
    });
  } catch (error) {
    if (file) await store.discard(file);
    throw error;
  }
}

/** `/member/feedback/list`: one page of the member's feedback, newest first, with the replies. */
export async function feedbackPage(db: Db, memberId: number, page: number): Promise<FeedbackPage> {
  const mine = eq(memberFeedback.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(memberFeedback)
      .where(mine)
      .orderBy(desc(memberFeedback.createdAt), desc(memberFeedback.id))
      .limit(MAIL_PAGE_SIZE)
      .offset((page - 1) * MAIL_PAGE_SIZE),
    db.select({ n: count() }).from(memberFeedback).where(mine),
  ]);
  return { list: rows.map(toItem), total: total?.n ?? 0, page, limit: MAIL_PAGE_SIZE };
}

/** The picture of one of the member's feedback; another member's id is not found, like no picture. */
export async function feedbackImageOf(db: Db, store: UploadStore, memberId: number, id: number): Promise<{ mime: string; bytes: Uint8Array }> {
  const [row] = await db
    .select({ mime: feedbackImages.mime, bytes: feedbackImages.bytes, file: feedbackImages.file })
    .from(feedbackImages)
    .innerJoin(memberFeedback, eq(memberFeedback.id, feedbackImages.feedbackId))
    .where(and(eq(feedbackImages.feedbackId, id), eq(memberFeedback.memberId, memberId)));
  if (!row) throw new AppError(404, 'feedback_image_not_found');
  // Pictures from before the upload store kept their bytes in the row.
  return { mime: row.mime, bytes: row.file ? await store.read(row.file) : (row.bytes ?? new Uint8Array()) };
}

/** How much of the member's feedback the reply's site-mail quotes, so they know which one was answered. */
const QUOTED_CHARS = 60;

/**
 * The operator's answer to a feedback (a second reply replaces the first), with a site-mail telling
 * the member, in one transaction: the reply and its mail exist together. The feedback page hears of
 * it on the live stream (migration 0046), the unread badge by the mail.
 */
export async function replyFeedback(db: Db, id: number, reply: string, now: Date): Promise<void> {
  await transact(db, async (tx) => {
    const [done] = await tx
      .update(memberFeedback)
      .set({ reply, repliedAt: now })
      .where(eq(memberFeedback.id, id))
      .returning({ memberId: memberFeedback.memberId, content: memberFeedback.content });
    if (!done) throw new AppError(404, 'feedback_not_found');
    const words = [...done.content];
    const quoted = words.length > QUOTED_CHARS ? `${words.slice(0, QUOTED_CHARS).join('')}…` : done.content;
    const values: Record<string, string> = { feedback: escapeHtml(quoted), reply: escapeHtml(reply).replace(/\r?\n/g, '<br>') };
    const body = { ...feedbackReplyTexts.body };
    // A replacer function: the words may hold `$&` and the like, which a replacement string would expand.
    for (const lang of languages) body[lang] = body[lang].replace(/\{(feedback|reply)\}/g, (_, name: string) => values[name]!);
    await deliverMessage(tx, done.memberId, feedbackReplyTexts.title, body, now);
  });
}

/** Feedback for the operator, oldest first: all of it, or only what has no reply yet. */
export async function operatorFeedback(db: Db, unansweredOnly: boolean) {
  return db
    .select({ ...columns, member: members.name })
    .from(memberFeedback)
    .innerJoin(members, eq(members.id, memberFeedback.memberId))
    .where(unansweredOnly ? isNull(memberFeedback.reply) : undefined)
    .orderBy(asc(memberFeedback.id));
}
