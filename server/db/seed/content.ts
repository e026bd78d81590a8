import { languages, type Lang } from '../../../domain/contracts/lang.ts';
import type { ActivityKind } from '../../../domain/contracts/replies/promotions.ts';
import type { Db } from '../client.ts';
import { abouts, activities, banners, notices, vipLevels, type Localized } from '../schema/index.ts';
import { bannerTitles } from './banner-titles.ts';
import { aboutPages, activityPages, noticeTexts, vipLadder } from './content-texts.ts';

/** The about type the footer and `/abouts?type=5` list (docs/product.md §7). */
export const aboutType = 5;

const cents = (units: number): number => units * 100;
/** One text per language, made by `of`. */
const perLang = (of: (lang: Lang) => string): Localized => ({ zh_cn: of('zh_cn'), zh_hk: of('zh_hk'), en: of('en') });
/** File-name suffix of the artwork with words in it: the English art is the unsuffixed original. */
const artSuffix: Record<Lang, string> = { zh_cn: '-zh_cn', zh_hk: '-zh_hk', en: '' };

/** Activity art and run time, in the order of `activityPages`; runs end at 23:59:59 GMT+8, the platform's business day. */
const activityRuns: readonly (readonly [startsAt: string, endsAt: string])[] = [
  ['2026-01-01T00:00:00Z', '2027-12-31T15:59:59Z'],
  ['2026-01-01T00:00:00Z', '2027-12-31T15:59:59Z'],
  ['2026-06-06T00:00:00Z', '2027-06-26T15:59:59Z'],
  ['2026-03-01T00:00:00Z', '2027-02-28T15:59:59Z'],
  ['2026-01-01T00:00:00Z', '2027-12-31T15:59:59Z'],
  ['2026-02-01T00:00:00Z', '2027-01-31T15:59:59Z'],
];

/**
 * What each page of `activityPages` ends in: the first deposit is credited by the server (its rule is
 * seeded by `seedFirstDepositOffer`), the VIP bonus follows deposits, the others lead to their page.
 */
const activityActions: readonly { kind: ActivityKind; link: string | null }[] = [
  { kind: 'automatic', link: null },
  { kind: 'link', link: '/Member/RebateList' },
  { kind: 'link', link: '/Red' },
  { kind: 'link', link: '/zhuanpan' },
  { kind: 'deposit', link: null },
  { kind: 'link', link: '/Member/Team' },
];

/** VIP levels, home banners, notices and alerts, about pages and promotions. */
export async function seedContent(db: Db): Promise<void> {
  await db.insert(vipLevels).values(
    vipLadder.map(([zhCn, zhHk, en, minDeposit, bonus], i) => ({
      level: i + 1,
      name: { zh_cn: `VIP${i + 1} ${zhCn}`, zh_hk: `VIP${i + 1} ${zhHk}`, en: `VIP${i + 1} ${en}` },
      minDepositCents: cents(minDeposit),
      upgradeBonusCents: cents(bonus),
    })),
  );

  const acts = await db
    .insert(activities)
    .values(
      activityPages.map((page, i) => {
        const [startsAt, endsAt] = activityRuns[i] ?? ['2026-01-01T00:00:00Z', '2027-12-31T15:59:59Z'];
        return {
          title: page.title,
          content: page.content,
          imageUrl: `/media/activities/act-${i + 1}.svg`,
          startsAt: new Date(startsAt),
          endsAt: new Date(endsAt),
          sort: i + 1,
          ...(activityActions[i] ?? ({ kind: 'deposit', link: null } as const)),
        };
      }),
    )
    .returning({ id: activities.id });
  const activityLink = (index: number): string => {
    const row = acts[index];
    return row ? `/activity/${row.id}` : '/Promotion';
  };

  // Banner art: 1 first deposit, 2 red packet rain, 3 lucky wheel, 4 the slots lobby. Its words are
  // baked into the picture, so each language has its own rows (`/banners` picks them by lang).
  const bannerLinks = [activityLink(0), activityLink(2), activityLink(3), '/Game'];
  await db.insert(banners).values(
    languages.flatMap((lang) =>
      bannerLinks.map((link, i) => ({ grp: 'home', lang, url: `/media/banners/banner-${i + 1}${artSuffix[lang]}.webp`, title: bannerTitles[lang][i] ?? '', link, sort: i + 1 })),
    ),
  );

  const newest = Date.parse('2026-11-20T09:00:00+08:00');
  const day = 86_400_000;
  await db.insert(notices).values([
    ...noticeTexts.map((content, i) => ({
      kind: 'text' as const,
      content,
      sort: i + 1,
      createdAt: new Date(newest - i * 3 * day),
    })),
    ...[1, 2, 3].map((n) => ({
      kind: 'alert' as const,
      content: perLang((lang) => `/media/alerts/alert-${n}${artSuffix[lang]}.svg`),
      sort: n,
      createdAt: new Date(newest - n * day),
    })),
  ]);

  await db
    .insert(abouts)
    .values(aboutPages.map((page, i) => ({ type: aboutType, slug: page.slug, title: page.title, content: page.content, sort: i + 1 })));
}
