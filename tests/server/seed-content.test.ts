// @vitest-environment node
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import {
  abouts,
  activities,
  banners,
  gameProviders,
  games,
  notices,
  vipLevels,
  type Localized,
} from '../../server/db/schema/index.ts';
import { seedContent } from '../../server/db/seed/content.ts';
import { seedGames } from '../../server/db/seed/games.ts';

const publicDir = fileURLToPath(new URL('../../assets/public/', import.meta.url));
const langs = ['zh_cn', 'zh_hk', 'en'] as const;
const filled = (text: Localized) => langs.every((lang) => typeof text[lang] === 'string' && text[lang].trim() !== '');

let database: Database;

beforeAll(async () => {
  database = await openDatabase();
  await migrate(database);
  await seedContent(database.db);
  await seedGames(database.db);
});

afterAll(async () => {
  await database.close();
});

describe('seeded games', () => {
  it('has 3 to 5 providers for every game type 1..6 and for /Esports, with unique lowercase api names', async () => {
    const providers = await database.db.select().from(gameProviders);
    const esports = providers.filter((p) => p.esport);
    expect(esports.length).toBeGreaterThanOrEqual(3);
    expect(esports.every((p) => p.gameType === 5)).toBe(true);
    for (const type of [1, 2, 3, 4, 5, 6]) {
      const n = providers.filter((p) => p.gameType === type && !p.esport).length;
      expect(n, `providers of type ${type}`).toBeGreaterThanOrEqual(3);
      expect(n, `providers of type ${type}`).toBeLessThanOrEqual(5);
    }
    for (const p of providers) {
      expect(p.apiName).toMatch(/^[a-z0-9_]+$/);
      expect(JSON.parse(p.params)).toMatchObject({ gameType: String(p.gameType) });
    }
  });

  it('gives one slots provider exactly 640 games, and none to live, lottery and sport; e-sport books list a few', async () => {
    const perProvider = await database.db
      .select({ type: gameProviders.gameType, apiName: gameProviders.apiName, esport: gameProviders.esport, n: count(games.id) })
      .from(gameProviders)
      .leftJoin(games, eq(games.providerId, gameProviders.id))
      .groupBy(gameProviders.id);
    const slots = perProvider.filter((p) => p.type === 3).map((p) => p.n);
    expect(slots.sort((a, b) => b - a)).toEqual([640, 40, 24]);
    for (const p of perProvider) {
      if (p.esport) expect(p.n, p.apiName).toBeGreaterThanOrEqual(3);
      else if ([1, 4, 5].includes(p.type)) expect(p.n, p.apiName).toBe(0);
      if (p.type === 2) expect(p.n, p.apiName).toBeGreaterThanOrEqual(10);
      if (p.type === 6) expect(p.n, p.apiName).toBeGreaterThanOrEqual(18);
    }
  });

  it('names every game in 3 languages, with known tags and about 10% hot', async () => {
    const rows = await database.db.select().from(games);
    const allowed = new Set(['hot', 'new', 'jackpot', 'classic', 'megaways']);
    for (const g of rows) {
      expect(filled(g.name), g.code).toBe(true);
      for (const tag of g.tags.split(',').filter(Boolean)) expect(allowed.has(tag), tag).toBe(true);
      expect(g.tags.split(',').includes('hot')).toBe(g.isHot);
    }
    const hot = rows.filter((g) => g.isHot).length / rows.length;
    expect(hot).toBeGreaterThan(0.05);
    expect(hot).toBeLessThan(0.15);
  });
});

describe('seeded content', () => {
  it('has VIP levels 1..10 with integer cents that grow with the level', async () => {
    const levels = await database.db.select().from(vipLevels).orderBy(asc(vipLevels.level));
    expect(levels.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    levels.forEach((l, i) => {
      expect(filled(l.name)).toBe(true);
      expect(Number.isSafeInteger(l.minDepositCents) && Number.isSafeInteger(l.upgradeBonusCents)).toBe(true);
      if (i > 0) expect(l.minDepositCents).toBeGreaterThan(levels[i - 1]?.minDepositCents ?? 0);
    });
  });

  it('has 4 home banners in each language, its own artwork with the same links', async () => {
    const rows = await database.db.select().from(banners).orderBy(asc(banners.sort));
    const of = (lang: string) => rows.filter((b) => b.grp === 'home' && b.lang === lang);
    // The artwork has words in it: no row is shared by every language.
    expect(rows.filter((b) => b.lang === null)).toHaveLength(0);
    for (const lang of langs) expect(of(lang), lang).toHaveLength(4);
    expect(of('en').map((b) => b.url)).toEqual([1, 2, 3, 4].map((n) => `/media/banners/banner-${n}.webp`));
    for (const lang of ['zh_cn', 'zh_hk']) {
      expect(of(lang).map((b) => b.url)).toEqual([1, 2, 3, 4].map((n) => `/media/banners/banner-${n}-${lang}.webp`));
      expect(of(lang).map((b) => b.link)).toEqual(of('en').map((b) => b.link));
    }
    for (const b of rows) expect(b.link).toMatch(/^\/(Promotion|Game|activity\/\d+)$/);
  });

  it('has 4 text notices and 3 alert images', async () => {
    const rows = await database.db.select().from(notices);
    const texts = rows.filter((n) => n.kind === 'text');
    const alerts = rows.filter((n) => n.kind === 'alert');
    expect(texts).toHaveLength(4);
    expect(alerts).toHaveLength(3);
    for (const n of texts) expect(filled(n.content)).toBe(true);
    for (const a of alerts) {
      for (const lang of langs) expect(a.content[lang]).toMatch(/^\/media\/alerts\/.+\.svg$/);
      // Pictures with words: a picture per language.
      expect(new Set(langs.map((lang) => a.content[lang])).size).toBe(3);
    }
  });

  it('has 7 about pages of type 5 and 6 promotions, in 3 languages with clean HTML', async () => {
    const aboutRows = await database.db.select().from(abouts).where(eq(abouts.type, 5));
    const activityRows = await database.db.select().from(activities);
    expect(aboutRows).toHaveLength(7);
    expect(activityRows).toHaveLength(6);
    for (const page of [...aboutRows, ...activityRows]) {
      expect(filled(page.title) && filled(page.content)).toBe(true);
      for (const lang of langs) {
        const html = page.content[lang];
        expect(html).toMatch(/^<h3>/);
        // Links only to a lobby page or an https site (the responsible-gaming page's tools and help).
        expect(html).not.toMatch(/<(?!\/?(h3|p|ul|li|strong)>|a href="(#\/|https:\/\/)[^"<>]*">|\/a>)/);
      }
    }
    for (const a of activityRows) {
      expect(a.startsAt?.getUTCFullYear()).toBeGreaterThanOrEqual(2026);
      expect(a.endsAt?.getUTCFullYear()).toBeLessThanOrEqual(2027);
      expect(a.startsAt && a.endsAt && a.startsAt < a.endsAt).toBe(true);
    }
  });
});

describe('seeded media', () => {
  it('points only at files under assets/public', async () => {
    const db = database.db;
    const urls = new Set<string>([
      ...(await db.select({ url: gameProviders.logoUrl }).from(gameProviders)).map((r) => r.url),
      ...(await db.selectDistinct({ url: games.imageUrl }).from(games)).map((r) => r.url),
      ...(await db.select({ url: banners.url }).from(banners)).map((r) => r.url),
      ...(await db.select({ url: activities.imageUrl }).from(activities)).map((r) => r.url),
      ...(await db.select().from(notices).where(eq(notices.kind, 'alert'))).flatMap((n) => langs.map((l) => n.content[l])),
    ]);
    expect(urls.size).toBeGreaterThan(30);
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/[a-z0-9/_-]+\.(svg|webp)$/);
      expect(existsSync(join(publicDir, url)), url).toBe(true);
    }
  });

  it('puts the words of a picture in its language: Chinese art in Chinese, promotion art without words', async () => {
    const db = database.db;
    const words = (url: string) => {
      // A raster banner is rendered from the SVG of the same name (scripts/render-banners.ts).
      const svg = readFileSync(join(publicDir, url.replace(/\.webp$/, '.svg')), 'utf8');
      return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '').join(' ');
    };
    const zhArt = [
      ...(await db.select().from(banners)).filter((b) => b.lang !== 'en').map((b) => b.url),
      ...(await db.select().from(notices).where(eq(notices.kind, 'alert'))).flatMap((n) => [n.content.zh_cn, n.content.zh_hk]),
    ];
    expect(zhArt).toHaveLength(4 * 2 + 3 * 2);
    for (const url of zhArt) {
      expect(words(url), url).toMatch(/[\u4e00-\u9fff]/);
      expect(words(url), url).not.toMatch(/[A-Za-z]{2,}/);
    }
    // The card's title says what a promotion is; its art keeps to figures (and VIP, read as is in Chinese).
    for (const { url } of await db.select({ url: activities.imageUrl }).from(activities)) {
      expect(words(url).replaceAll('VIP', ''), url).not.toMatch(/[A-Za-z]{2,}/);
    }
  });

  it('keeps every vector media file under 6 kB and every raster banner under 64 kB', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
      );
    const files = walk(join(publicDir, 'media'));
    expect(files.filter((f) => f.endsWith('.webp')).length).toBeGreaterThan(0);
    for (const file of files) {
      // The home banners are rasters (scripts/render-banners.ts): the largest paint decodes off the main thread.
      const limit = file.endsWith('.webp') && file.includes('/banners/') ? 64 * 1024 : 6 * 1024;
      expect(statSync(file).size, file).toBeLessThan(limit);
    }
  });
});
