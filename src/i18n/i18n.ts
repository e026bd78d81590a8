import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../contracts/lang';
import en from './locales/en.json';
import zhCn from './locales/zh_cn.json';
import zhHk from './locales/zh_hk.json';

export const resources = { zh_cn: { translation: zhCn }, zh_hk: { translation: zhHk }, en: { translation: en } };

/** Starts i18next in the stored language (spec point 1); a language change reloads the page. */
export function initI18n(lang: Lang) {
  void i18next.use(initReactI18next).init({
    resources,
    lng: lang,
    fallbackLng: 'zh_cn',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = { zh_cn: 'zh-CN', zh_hk: 'zh-HK', en: 'en' }[lang];
  return i18next;
}

export { i18next };
