import { asc, eq } from 'drizzle-orm';
import type { AboutDetail, AboutItem } from '../../../domain/contracts/replies/content.ts';
import type { Lang } from '../../../domain/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { abouts } from '../../db/schema/index.ts';
import { localName } from './localized.ts';

/** The about items of one type, titles in the caller's language. */
export async function listAbouts(db: Db, type: number, lang: Lang): Promise<AboutItem[]> {
  const rows = await db
    .select({ id: abouts.id, title: abouts.title, type: abouts.type, slug: abouts.slug })
    .from(abouts)
    .where(eq(abouts.type, type))
    .orderBy(asc(abouts.sort), asc(abouts.id));
  return rows.map((r) => ({ id: r.id, title: localName(r.title, lang), type: r.type, slug: r.slug }));
}

/** One about item with its HTML content; null when there is none with that id. */
export async function findAbout(db: Db, id: number, lang: Lang): Promise<AboutDetail | null> {
  const [row] = await db.select().from(abouts).where(eq(abouts.id, id));
  return row ? { id: row.id, type: row.type, title: localName(row.title, lang), content: localName(row.content, lang) } : null;
}
