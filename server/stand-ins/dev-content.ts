import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { abouts, activities, systemConfigs } from '../db/schema/index.ts';
import { everyLang } from '../db/every-lang.ts';

/** An about type no list shows (the footer lists type 5). */
const UNLISTED_ABOUT_TYPE = 99;

/** Sets system config values by key (a key without a row is left alone); the caller clears the content cache. */
export async function setConfigs(db: Db, values: Record<string, string | undefined>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    await db.update(systemConfigs).set({ value, updatedAt: sql`now()` }).where(eq(systemConfigs.key, key));
  }
}

/** A raw page as an operator could store it: untrusted HTML, the same in every language. */
export interface RawPage {
  title: string;
  content: string;
}

/** An unlisted activity (off /Promotion), reached by id only; its id. */
export async function addRawActivity(db: Db, page: RawPage & { imageUrl: string }): Promise<number> {
  const [row] = await db
    .insert(activities)
    .values({ title: everyLang(page.title), content: everyLang(page.content), imageUrl: page.imageUrl, listed: false, sort: 999 })
    .returning({ id: activities.id });
  return row!.id;
}

/** An about page of a type the footer does not list, reached by id only; its id. */
export async function addRawAbout(db: Db, page: RawPage): Promise<number> {
  const [row] = await db
    .insert(abouts)
    .values({ type: UNLISTED_ABOUT_TYPE, title: everyLang(page.title), content: everyLang(page.content), sort: 999 })
    .returning({ id: abouts.id });
  return row!.id;
}
