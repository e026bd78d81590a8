import { asc } from 'drizzle-orm';
import type { NoticesReply } from '../../../domain/contracts/replies/content.ts';
import type { Lang } from '../../../domain/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { notices } from '../../db/schema/index.ts';
import { localName } from './localized.ts';

/** The text notices and the footer's alert items, in the caller's language. */
export async function listNotices(db: Db, lang: Lang): Promise<NoticesReply> {
  const rows = await db.select().from(notices).orderBy(asc(notices.sort), asc(notices.id));
  return {
    list: rows.filter((r) => r.kind === 'text').map((r) => ({ id: r.id, content: localName(r.content, lang), created_at: r.createdAt.toISOString() })),
    alert: rows.filter((r) => r.kind === 'alert').map((r) => ({ id: r.id, content: localName(r.content, lang) })),
  };
}
