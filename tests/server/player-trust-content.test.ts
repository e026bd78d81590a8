// @vitest-environment node
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AboutDetail, AboutItem } from '../../domain/contracts/replies/content.ts';
import { languages } from '../../domain/contracts/lang.ts';
import { abouts, eventPrizes, games, notices, systemConfigs } from '../../server/db/schema/index.ts';
import { demoConfig } from '../../server/db/seed/configs.ts';
import { noticeTexts } from '../../server/db/seed/content-texts.ts';
import { licencesPage, responsibleContent } from '../../server/db/seed/responsible-texts.ts';
import { call, startTestApp, type TestApp } from './test-app.ts';

/**
 * What a player trusts: the footer finds the responsible-gaming, terms and licences pages by their
 * slug; the responsible-gaming page describes the self-service tools and links to them instead of
 * sending players to customer service; the licence numbers are a setting. Migration 0050 gives a
 * database seeded before it the same.
 */
const migration = readFileSync(new URL('../../server/db/migrations/0050_what_a_player_trusts.sql', import.meta.url), 'utf8');
const askService = /请联系客服|請聯絡客服|Ask customer service/;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function aboutList(lang: string) {
  return (await call<AboutItem[]>(t.app, { method: 'GET', url: `/api/about/list?lang=${lang}` })).body;
}

describe('the pages a player trusts', () => {
  it.each(languages)('lists every seeded About page with its slug, and the responsible page links the tools (%s)', async (lang) => {
    const list = await aboutList(lang);
    expect(list.map((item) => item.slug)).toEqual(['about', 'responsible', 'privacy', 'terms', 'contact', 'faq', 'licences']);
    const responsible = list.find((item) => item.slug === 'responsible')!;
    const page = (await call<AboutDetail>(t.app, { method: 'GET', url: `/api/abouts?id=${responsible.id}&lang=${lang}` })).body;
    expect(page.content).toContain('href="#/Member/ResponsiblePlay"');
    expect(page.content).not.toMatch(askService);
    const notice = (await call<{ list: { content: string }[] }>(t.app, { method: 'GET', url: `/api/system/notices?lang=${lang}` })).body;
    for (const item of notice.list) expect(item.content).not.toMatch(/联系在线客服。$|聯絡在線客服。$|contact customer service at any time/);
  });

  it('serves the licence numbers as a setting', async () => {
    const reply = await call(t.app, { method: 'GET', url: '/api/system/configs?group=system' });
    expect(JSON.parse(String(reply.body.site_licences))).toEqual([
      { name: 'PAGCOR', number: expect.any(String) },
      { name: 'MGA', number: expect.any(String) },
      { name: 'GLI', number: expect.any(String) },
      { name: 'BMM', number: expect.any(String) },
    ]);
  });

  it('migration 0050 gives a database seeded before it the slugs, the tools, the licences and the names', async () => {
    const db = t.database.db;
    // The database as the seed left it before 0050.
    await db.update(abouts).set({ slug: null });
    await db.delete(abouts).where(sql`${abouts.title}->>'en' = 'Licences and certificates'`);
    const oldResponsible = { zh_cn: '<li>如需存款限额、冷静期或自我禁入，请联系客服</li>', zh_hk: '<li>如需存款限額、冷靜期或自我禁入，請聯絡客服</li>', en: '<li>Ask customer service for a deposit limit, a cooling-off period or self-exclusion</li>' };
    await db.update(abouts).set({ content: oldResponsible }).where(sql`${abouts.title}->>'en' = 'Responsible gaming'`);
    const operatorPrivacy = { zh_cn: '运营商自己写的', zh_hk: '營運商自己寫的', en: 'The operator wrote this; ask customer service for anything.' };
    await db.update(abouts).set({ content: operatorPrivacy }).where(sql`${abouts.title}->>'en' = 'Privacy policy'`);
    await db.delete(systemConfigs).where(eq(systemConfigs.key, 'site_licences'));
    await db.update(notices).set({ content: { zh_cn: 'x', zh_hk: 'x', en: 'Play responsibly: our games are for players aged 18 or over only. To set a deposit limit or pause your account, contact customer service at any time.' } }).where(sql`${notices.content}->>'en' LIKE 'Play responsibly%'`);
    const [megaways] = await db.select().from(games).where(sql`${games.name}->>'en' LIKE '% Megaways'`).limit(1);
    const oldName = { ...megaways!.name, zh_cn: megaways!.name.zh_cn.replace(' Megaways', '万路'), zh_hk: megaways!.name.zh_hk.replace(' Megaways', '萬路') };
    await db.update(games).set({ name: oldName }).where(eq(games.id, megaways!.id));
    await db.update(eventPrizes).set({ label: { zh_cn: '谢谢参与', zh_hk: '謝謝參與', en: 'Thank you' } }).where(sql`${eventPrizes.event} = 'wheel' AND ${eventPrizes.amountCents} = 0`);

    await t.database.withConnection((runner) => runner.exec(migration));
    t.app.caches.content.clear();

    const rows = await db.select().from(abouts).orderBy(abouts.sort);
    expect(rows.map((r) => r.slug)).toEqual(['about', 'responsible', 'privacy', 'terms', 'contact', 'faq', 'licences']);
    expect(rows.find((r) => r.slug === 'responsible')?.content).toEqual(responsibleContent);
    expect(rows.find((r) => r.slug === 'privacy')?.content, 'an operator edit stays').toEqual(operatorPrivacy);
    expect(rows.find((r) => r.slug === 'licences')).toMatchObject(licencesPage);
    const [licences] = await db.select().from(systemConfigs).where(eq(systemConfigs.key, 'site_licences'));
    expect(licences).toMatchObject({ value: demoConfig.site_licences, grp: 'system' });
    expect((await db.select().from(notices)).map((n) => n.content)).toContainEqual(noticeTexts[3]);
    const [renamed] = await db.select().from(games).where(eq(games.id, megaways!.id));
    expect(renamed?.name).toEqual(megaways!.name);
    expect(renamed?.name.zh_cn).toMatch(/ Megaways$/);
    const [empty] = await db.select().from(eventPrizes).where(sql`${eventPrizes.event} = 'wheel' AND ${eventPrizes.amountCents} = 0`);
    expect(empty?.label).toEqual({ zh_cn: '谢谢参与', zh_hk: '謝謝參與', en: 'No prize' });
    // Running it again changes nothing.
    await t.database.withConnection((runner) => runner.exec(migration));
    expect((await db.select().from(abouts).orderBy(abouts.sort)).map((r) => r.slug)).toEqual(rows.map((r) => r.slug));
  });
});
