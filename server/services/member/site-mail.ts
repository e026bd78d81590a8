import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Lang } from '../../../domain/contracts/lang.ts';
import { MAIL_PAGE_SIZE } from '../../../domain/contracts/site-mail.ts';
import type { InboxPage, SentPage } from '../../../domain/contracts/replies/site-mail.ts';
import type { Db } from '../../db/client.ts';
import { memberMessages, type Localized, type MessageBox } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { localName } from '../content/localized.ts';

const everyLang = (text: string): Localized => ({ zh_cn: text, zh_hk: text, en: text });
const boxOf = (memberId: number, box: MessageBox) => and(eq(memberMessages.memberId, memberId), eq(memberMessages.box, box));
const unreadOf = (memberId: number) => and(boxOf(memberId, 'inbox'), isNull(memberMessages.readAt));

/** One page of a member's box, newest first, with the box's size. */
async function pageOf(db: Db, memberId: number, box: MessageBox, page: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(memberMessages)
      .where(boxOf(memberId, box))
      .orderBy(desc(memberMessages.createdAt), desc(memberMessages.id))
      .limit(MAIL_PAGE_SIZE)
      .offset((page - 1) * MAIL_PAGE_SIZE),
    db.select({ n: count() }).from(memberMessages).where(boxOf(memberId, box)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** How many inbox messages the member has not opened (the header's badge). */
export async function unreadCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(memberMessages).where(unreadOf(memberId));
  return row?.n ?? 0;
}

/** `/member/message/list`: the inbox page in the caller's language; the HTML goes out as stored. */
export async function inboxPage(db: Db, memberId: number, lang: Lang, page: number): Promise<InboxPage> {
  const [{ rows, total }, unread] = await Promise.all([pageOf(db, memberId, 'inbox', page), unreadCount(db, memberId)]);
  const list = rows.map((r) => ({
    id: r.id,
    title: localName(r.title, lang),
    message: localName(r.body, lang),
    is_read: r.readAt !== null,
    created_at: r.createdAt.toISOString(),
  }));
  return { list, total, page, limit: MAIL_PAGE_SIZE, unread };
}

/** `/member/message/send_list`: what the member sent, as they typed it. */
export async function sentPage(db: Db, memberId: number, page: number): Promise<SentPage> {
  const { rows, total } = await pageOf(db, memberId, 'sent', page);
  const list = rows.map((r) => ({ id: r.id, title: r.title.zh_cn, message: r.body.zh_cn, created_at: r.createdAt.toISOString() }));
  return { list, total, page, limit: MAIL_PAGE_SIZE };
}

/** A message from the site into a member's inbox (the operator's command, the seed, the dev twin). */
export async function deliverMessage(db: Db, memberId: number, title: Localized, body: Localized, now: Date): Promise<number> {
  const [row] = await db.insert(memberMessages).values({ memberId, box: 'inbox', title, body, createdAt: now }).returning({ id: memberMessages.id });
  return row!.id;
}

/** The same, one text in every language (the operator's plain-text mail, its dev twin). */
export function deliverPlainMessage(db: Db, memberId: number, title: string, message: string, now: Date): Promise<number> {
  return deliverMessage(db, memberId, everyLang(title), everyLang(message), now);
}

/** A member's message to customer service, kept in their sent box; their own words are never unread. */
export async function sendToService(db: Db, memberId: number, title: string, message: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(memberMessages)
    .values({ memberId, box: 'sent', title: everyLang(title), body: everyLang(message), readAt: now, createdAt: now })
    .returning({ id: memberMessages.id });
  return row!.id;
}

const own = (memberId: number, id: number) => and(eq(memberMessages.id, id), eq(memberMessages.memberId, memberId));

/** Marks one of the member's messages read (again: no change); another member's id is not found. */
export async function markRead(db: Db, memberId: number, id: number, now: Date): Promise<void> {
  const [row] = await db.select({ readAt: memberMessages.readAt }).from(memberMessages).where(own(memberId, id));
  if (!row) throw new AppError(404, 'mail_not_found');
  if (row.readAt === null) await db.update(memberMessages).set({ readAt: now }).where(and(own(memberId, id), isNull(memberMessages.readAt)));
}

/** Deletes one of the member's messages, inbox or sent; another member's id is not found. */
export async function deleteMessage(db: Db, memberId: number, id: number): Promise<void> {
  const gone = await db.delete(memberMessages).where(own(memberId, id)).returning({ id: memberMessages.id });
  if (gone.length === 0) throw new AppError(404, 'mail_not_found');
}

/** Empties the member's inbox (the sent box stays); how many messages went. */
export async function deleteInbox(db: Db, memberId: number): Promise<number> {
  const gone = await db.delete(memberMessages).where(boxOf(memberId, 'inbox')).returning({ id: memberMessages.id });
  return gone.length;
}
