// @vitest-environment node
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abouts, activities, banners, notices } from '../../server/db/schema/index.ts';
import { bannerTitles } from '../../server/db/seed/banner-titles.ts';
import { aboutPages, activityPages, noticeTexts } from '../../server/db/seed/content-texts.ts';
import { openTestDatabase } from './test-database.ts';

/**
 * A database seeded before migration 0044 still says "Saturdays 20:00–22:00", "up to 18,888" and
 * "3 to 15 minutes": running the migration gives it the seed's words, and leaves an operator's own
 * edit alone.
 */
const migration = readFileSync(new URL('../../server/db/migrations/0044_truthful_promotions.sql', import.meta.url), 'utf8');
// Later words of the same pages (one term for live casino): a database that ran 0044 also runs it.
const later = readFileSync(new URL('../../server/db/migrations/0050_what_a_player_trusts.sql', import.meta.url), 'utf8');
const oldRain = { zh_cn: '周六红包雨', zh_hk: '週六紅包雨', en: '<h3>Every Saturday, 20:00 to 22:00</h3><ul><li>Join with total deposits of 500 or more this week</li></ul>' };
const oldWheel = { zh_cn: '每日转盘，最高 18,888', zh_hk: '每日轉盤，最高 18,888', en: '<h3>Spin every day for up to 18,888</h3>' };
const page = (en: string) => activityPages.find((p) => p.title.en === en)!;
const about = (en: string) => aboutPages.find((p) => p.title.en === en)!;

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.drop());

describe('migration 0044 on a database seeded before it', () => {
  it('rewrites the old promises to the seed words, and keeps an operator-edited page', async () => {
    const db = database.database.db;
    await db.update(activities).set({ title: { zh_cn: '周六红包雨', zh_hk: '週六紅包雨', en: 'Saturday red packet rain' }, content: oldRain }).where(eq(activities.link, '/Red'));
    await db.update(activities).set({ content: oldWheel }).where(eq(activities.link, '/zhuanpan'));
    await db.update(banners).set({ title: 'Lucky Wheel: free daily spins with prizes up to 18,888' }).where(eq(banners.url, '/media/banners/banner-3.webp'));
    await db.update(banners).set({ title: '週六紅包雨：每週六 20:00 - 22:00，每個紅包最高 888' }).where(eq(banners.url, '/media/banners/banner-2-zh_hk.webp'));
    await db.update(abouts).set({ content: { zh_cn: 'x', zh_hk: 'x', en: '<li>Withdrawals usually credited in 3 to 15 minutes</li>' } }).where(sql`${abouts.title}->>'en' = 'About us'`);
    await db.update(abouts).set({ content: { zh_cn: 'x', zh_hk: 'x', en: 'Usually 3 to 15 minutes; contact customer service after 30 minutes.' } }).where(sql`${abouts.title}->>'en' = 'FAQ'`);
    const operatorContact = { zh_cn: '运营商自己写的', zh_hk: '營運商自己寫的', en: 'The operator wrote this.' };
    await db.update(abouts).set({ content: operatorContact }).where(sql`${abouts.title}->>'en' = 'Contact us'`);
    await db.update(notices).set({ content: { zh_cn: 'x', zh_hk: 'x', en: 'Deposit channels upgraded: credited in about 3 minutes.' } }).where(and(eq(notices.kind, 'text'), eq(notices.sort, 3)));

    await database.database.withConnection((runner) => runner.exec(migration));
    await database.database.withConnection((runner) => runner.exec(later));

    const [rain] = await db.select().from(activities).where(eq(activities.link, '/Red'));
    expect(rain).toMatchObject({ title: page('Daily red packet rain').title, content: page('Daily red packet rain').content });
    const [wheel] = await db.select().from(activities).where(eq(activities.link, '/zhuanpan'));
    expect(wheel?.content).toEqual(page('Lucky wheel').content);
    const titles = await db.select({ url: banners.url, title: banners.title }).from(banners);
    expect(titles.find((b) => b.url === '/media/banners/banner-3.webp')?.title).toBe(bannerTitles.en[2]);
    expect(titles.find((b) => b.url === '/media/banners/banner-2-zh_hk.webp')?.title).toBe(bannerTitles.zh_hk[1]);
    const pages = await db.select().from(abouts);
    expect(pages.find((p) => p.title.en === 'About us')?.content).toEqual(about('About us').content);
    expect(pages.find((p) => p.title.en === 'FAQ')?.content).toEqual(about('FAQ').content);
    expect(pages.find((p) => p.title.en === 'Contact us')?.content, 'an operator edit stays').toEqual(operatorContact);
    const [notice] = await db.select().from(notices).where(and(eq(notices.kind, 'text'), eq(notices.sort, 3)));
    expect(notice?.content).toEqual(noticeTexts[2]);
  });
});
