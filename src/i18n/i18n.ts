import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../contracts/lang';

/** The texts of one language; zh_cn is the reference shape (tests/unit/i18n keeps the others equal). */
export type Texts = typeof import('./locales/zh_cn.json');

/**
 * One chunk per language, so a visitor downloads only the texts of the language they read.
 * index.html starts the stored language's chunk with the entry (scripts/vite-boot-locales.ts).
 */
const loaders: Record<Lang, () => Promise<{ default: Texts }>> = {
  zh_cn: () => import('./locales/zh_cn.json'),
  zh_hk: () => import('./locales/zh_hk.json'),
  en: () => import('./locales/en.json'),
};

/** Loads the texts of `lang`. */
export async function loadTexts(lang: Lang): Promise<Texts> {
  return (await loaders[lang]()).default;
}

/**
 * Starts i18next in the stored language (spec point 1) with only that language's texts; a language
 * change reloads the page, so no other language is ever needed. Texts that fail to load (a deploy
 * between page and chunk, a dropped connection) leave the keys on screen rather than a blank page.
 */
export async function initI18n(lang: Lang) {
  const translation = await loadTexts(lang).catch((error: unknown) => {
    console.error(`texts of ${lang} failed to load`, error);
    return {};
  });
  await i18next.use(initReactI18next).init({
    resources: { [lang]: { translation } },
    lng: lang,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = { zh_cn: 'zh-CN', zh_hk: 'zh-HK', en: 'en' }[lang];
  return i18next;
}

export { i18next };
