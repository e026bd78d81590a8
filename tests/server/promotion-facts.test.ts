// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner } from '../../domain/contracts/replies/content.ts';
import type { RedbagDesc, WheelSetting } from '../../domain/contracts/replies/events.ts';
import { languages, type Lang } from '../../domain/contracts/lang.ts';
import type { ActivityDetail, ActivityItem } from '../../domain/contracts/replies/promotions.ts';
import { call, startTestApp, type TestApp } from './test-app.ts';

/**
 * What the wheel's and the rain's promotions say (activity cards and pages, banner alt texts and the
 * words baked into their art, in every language) against what the server enforces (README.md
 * "Promotions state what the events enforce"): every number they state is one of the enforced
 * figures, and the headline figures are stated.
 */

const publicDir = fileURLToPath(new URL('../../assets/public/', import.meta.url));

let t: TestApp;
let wheel: WheelSetting;
let rain: RedbagDesc;

beforeAll(async () => {
  t = await startTestApp();
  wheel = (await call<WheelSetting>(t.app, { method: 'GET', url: '/api/wheel/setting' })).body;
  rain = (await call<RedbagDesc>(t.app, { method: 'GET', url: '/api/redbag/desc' })).body;
});
afterAll(() => t.close());

const money = (prizes: { money: string }[]) => prizes.map((p) => Number(p.money)).filter((m) => m > 0);
/** A figure as a page may write it: 188.88, 3, 10. */
const figure = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(2));

/** The figures each event may be described with, and those its promotion must state. */
function factsOf(event: 'wheel' | 'rain') {
  if (event === 'wheel') {
    const prizes = money(wheel.prizes);
    const top = figure(Math.max(...prizes));
    return { allowed: new Set([String(wheel.daily_chances), top, figure(Math.min(...prizes))]), required: [top] };
  }
  const prizes = money(rain.prizes);
  const top = figure(Math.max(...prizes));
  return {
    allowed: new Set([String(rain.daily_chances), String(rain.max_open), String(rain.round_seconds), top, figure(Math.min(...prizes))]),
    required: [top],
  };
}

/** The numbers a text states; the platform's zone (GMT+8) names a zone, not an amount. */
const numbersIn = (text: string): string[] =>
  (text.replace(/<[^>]+>/g, ' ').replace(/GMT\+8/g, '').match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((n) => n.replace(/,/g, ''));

function expectTruthful(event: 'wheel' | 'rain', where: string, text: string, mustState = true): void {
  const { allowed, required } = factsOf(event);
  for (const n of numbersIn(text)) expect(allowed.has(n), `${where} states ${n}; the ${event} enforces only ${[...allowed].join(', ')}: "${text}"`).toBe(true);
  if (mustState) for (const n of required) expect(numbersIn(text), `${where} should state ${n}: "${text}"`).toContain(n);
}

const svgWords = (publicPath: string): string =>
  [...readFileSync(publicDir + publicPath.replace(/^\//, '').replace(/\.webp$/, '.svg'), 'utf8').matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' | ');

const eventOfLink: Record<string, 'wheel' | 'rain'> = { '/zhuanpan': 'wheel', '/Red': 'rain' };

async function eventActivities(lang: Lang): Promise<{ event: 'wheel' | 'rain'; item: ActivityItem }[]> {
  const list = await call<ActivityItem[]>(t.app, { method: 'GET', url: `/api/activities?lang=${lang}` });
  return list.body.flatMap((item) => {
    const event = item.link ? eventOfLink[item.link] : undefined;
    return event ? [{ event, item }] : [];
  });
}

describe('the wheel and the rain promotions state what the server enforces', () => {
  it('reads the enforced figures from the settings the draws use', () => {
    expect(wheel.daily_chances).toBeGreaterThan(0);
    expect(rain.max_open).toBeGreaterThan(0);
    expect(money(wheel.prizes).length).toBeGreaterThan(0);
    expect(money(rain.prizes).length).toBeGreaterThan(0);
  });

  it.each(languages)('activity cards and pages in %s: every number is an enforced one, and the top prize is stated', async (lang) => {
    const found = await eventActivities(lang);
    expect(found.map((f) => f.event).sort()).toEqual(['rain', 'wheel']);
    for (const { event, item } of found) {
      expectTruthful(event, `${lang} card title`, item.title, false);
      const page = await call<ActivityDetail>(t.app, { method: 'GET', url: `/api/activity/${item.id}?lang=${lang}` });
      expect(page.status).toBe(200);
      expectTruthful(event, `${lang} page`, `${page.body.title} ${page.body.content}`);
      expect(page.body.content, 'no placeholder is left unfilled').not.toMatch(/\{\{|\}\}/);
      expectTruthful(event, `${lang} card art ${item.image_url}`, svgWords(item.image_url));
    }
  });

  it.each(languages)('the pages in %s state the daily chances, and the rain its round length and packet cap', async (lang) => {
    for (const { event, item } of await eventActivities(lang)) {
      const text = numbersIn((await call<ActivityDetail>(t.app, { method: 'GET', url: `/api/activity/${item.id}?lang=${lang}` })).body.content);
      if (event === 'wheel') expect(text).toContain(String(wheel.daily_chances));
      else expect(text).toEqual(expect.arrayContaining([String(rain.daily_chances), String(rain.max_open), String(rain.round_seconds)]));
    }
  });

  it.each(languages)('home banners in %s: alt text and baked-in words state only enforced numbers', async (lang) => {
    const activities = await eventActivities(lang);
    const banners = (await call<Banner[]>(t.app, { method: 'GET', url: `/api/banners?lang=${lang}` })).body;
    let checked = 0;
    for (const banner of banners) {
      const event = activities.find((a) => banner.link === `/activity/${a.item.id}`)?.event;
      if (!event) continue;
      checked += 1;
      expectTruthful(event, `${lang} banner title`, banner.title);
      expectTruthful(event, `${lang} banner art ${banner.url}`, svgWords(banner.url));
    }
    expect(checked).toBe(2);
  });

  it('fills the figures from the settings: an operator who changes the wheel sees the page follow', async () => {
    const { eventSettings, eventPrizes } = await import('../../server/db/schema/index.ts');
    const { and, eq } = await import('drizzle-orm');
    const db = t.database.db;
    const [top] = await db.select().from(eventPrizes).where(and(eq(eventPrizes.event, 'wheel'), eq(eventPrizes.sort, 7)));
    await db.update(eventSettings).set({ dailyChances: 5 }).where(eq(eventSettings.event, 'wheel'));
    await db.update(eventPrizes).set({ amountCents: 9_999 }).where(eq(eventPrizes.id, top!.id));
    t.app.caches.content.clear();
    const wheelPage = (await eventActivities('en')).find((a) => a.event === 'wheel')!;
    const page = await call<ActivityDetail>(t.app, { method: 'GET', url: `/api/activity/${wheelPage.item.id}?lang=en` });
    expect(page.body.content).toContain('5 free spins');
    expect(page.body.content).toContain('99.99');
    expect(page.body.content).not.toContain('188.88');
  });
});
