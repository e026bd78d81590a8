// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languages, type Lang } from '../../domain/contracts/lang.ts';
import en from '../../domain/texts/en.json' with { type: 'json' };
import zhCn from '../../domain/texts/zh_cn.json' with { type: 'json' };
import zhHk from '../../domain/texts/zh_hk.json' with { type: 'json' };
import { abouts, notices } from '../../server/db/schema/index.ts';
import { translate } from '../../server/i18n/translate.ts';
import { openTestDatabase } from './test-database.ts';

/**
 * How fast money arrives is said once, in `paymentSpeed` of the locale files (what the cashier flow
 * does: online payments on confirmation, bank transfers and withdrawals after a cashier's check),
 * and every page says it in those words: no page promises minutes or seconds nobody measures.
 */
const locales: Record<Lang, typeof en> = { zh_cn: zhCn, zh_hk: zhHk, en };
const timeClaim = /\d+\s*(?:[-–~至到]\s*\d+\s*)?(?:分钟|分鐘|秒|minutes?|mins?|seconds?|secs?|s\b)/i;

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.drop());

describe('one statement of payment speed, everywhere', () => {
  it.each(languages)('About, FAQ and the deposit notice in %s use the shared words and promise no minutes', async (lang) => {
    const speed = locales[lang].paymentSpeed;
    const pages = await database.database.db.select().from(abouts);
    const about = pages.find((p) => p.title.en === 'About us')!.content[lang];
    const faq = pages.find((p) => p.title.en === 'FAQ')!.content[lang];
    for (const text of [about, faq]) {
      expect(text).toContain(speed.deposit);
      expect(text).toContain(speed.withdrawal);
    }
    for (const page of pages) expect(page.content[lang], `${page.title.en} (${lang})`).not.toMatch(timeClaim);
    const texts = (await database.database.db.select().from(notices)).filter((n) => n.kind === 'text').map((n) => n.content[lang]);
    expect(texts.some((n) => n.includes(speed.deposit))).toBe(true);
    for (const text of texts) expect(text).not.toMatch(timeClaim);
  });

  it.each(languages)('the home figures, the withdraw page and the withdrawal reply in %s say the same', (lang) => {
    const texts = locales[lang];
    const home = [texts.home.stats.deposit, texts.home.stats.withdrawal, texts.home.stats.figure.deposit, texts.home.stats.figure.withdrawal, texts.home.stats.unit.online, texts.home.stats.unit.check];
    for (const text of home) expect(text).not.toMatch(timeClaim);
    expect(JSON.stringify(texts.withdraw)).not.toMatch(timeClaim);
    expect(translate(lang, 'withdraw_submitted')).toContain(texts.paymentSpeed.withdrawal);
    expect(translate(lang, 'withdraw_submitted')).not.toMatch(timeClaim);
  });

});
