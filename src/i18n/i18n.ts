import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../../domain/contracts/lang';

/** The texts of one language; zh_cn is the reference shape (tests/unit/i18n keeps the others equal). */
export type Texts = typeof import('../../domain/texts/zh_cn.json');

type Part = () => Promise<{ default: Record<string, unknown> }>;

/**
 * Two chunks per language, so a visitor downloads only the texts of the language they read, and the
 * first screen only the sections it shows (text-parts.ts). index.html starts the stored language's
 * first part with the entry (scripts/vite-boot-locales.ts).
 */
const parts: Record<Lang, { first: Part; later: Part }> = {
  zh_cn: { first: () => import('virtual:texts/zh_cn/first'), later: () => import('virtual:texts/zh_cn/later') },
  zh_hk: { first: () => import('virtual:texts/zh_hk/first'), later: () => import('virtual:texts/zh_hk/later') },
  en: { first: () => import('virtual:texts/en/first'), later: () => import('virtual:texts/en/later') },
};

/** Loads all the texts of `lang` (both parts). */
export async function loadTexts(lang: Lang): Promise<Texts> {
  const [first, later] = await Promise.all([parts[lang].first(), parts[lang].later()]);
  // The validation section comes in both parts (text-parts.ts).
  const validation = { ...(first.default.validation as object), ...(later.default.validation as object) };
  return { ...first.default, ...later.default, validation } as Texts;
}

let later: Promise<void> | null = null;

/**
 * Adds the sections beyond the first screen to the started i18next, once. Lazy pages and the footer
 * wait for it with their code, so they never render a key; anything else re-renders when it lands.
 */
export function loadLaterTexts(): Promise<void> {
  const lang = i18next.language as Lang;
  // Before initI18n there is no language to add texts to (unit tests of lazy parts).
  if (!Object.hasOwn(parts, lang)) return Promise.resolve();
  return (later ??= parts[lang]
    .later()
    .then((m) => void i18next.addResourceBundle(lang, 'translation', m.default, true, true))
    .catch((error: unknown) => {
      later = null;
      console.error(`texts of ${lang} failed to load`, error);
    }));
}

/** A lazy part's code together with the texts beyond the first screen, so it never draws a key. */
export const withLaterTexts = <T,>(load: Promise<T>): Promise<T> => Promise.all([load, loadLaterTexts()]).then(([m]) => m);

const htmlLang: Record<Lang, string> = { zh_cn: 'zh-CN', zh_hk: 'zh-HK', en: 'en' };

/**
 * Starts i18next in the stored language (docs/product.md §1) with only that language's texts; another
 * language's texts load only when the player switches to it (switchTexts). Texts that fail to load (a deploy
 * between page and chunk, a dropped connection) leave the keys on screen rather than a blank page.
 */
export async function initI18n(lang: Lang) {
  const translation = await parts[lang]
    .first()
    .then((m) => m.default)
    .catch((error: unknown) => {
      console.error(`texts of ${lang} failed to load`, error);
      return {};
    });
  await i18next.use(initReactI18next).init({
    resources: { [lang]: { translation } },
    lng: lang,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    // Components drawn before the later texts arrived draw again when they are added.
    react: { bindI18nStore: 'added' },
  });
  document.documentElement.lang = htmlLang[lang];
  return i18next;
}

/**
 * Switches the started i18next to `lang` in place (no reload, so the page, its scroll and what was
 * typed stay): all of that language's texts load first, so nothing on screen ever shows a key, then
 * every component drawing texts draws again in it. Rejects when the texts cannot be loaded; the
 * page then stays in the language it was in.
 */
export async function switchTexts(lang: Lang): Promise<void> {
  i18next.addResourceBundle(lang, 'translation', await loadTexts(lang), true, true);
  later = Promise.resolve();
  await i18next.changeLanguage(lang);
  document.documentElement.lang = htmlLang[lang];
}

export { i18next };
