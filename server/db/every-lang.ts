import type { Localized } from './schema/index.ts';

/** The same text in every language (art paths, operator-entered raw pages). */
export const everyLang = (text: string): Localized => ({ zh_cn: text, zh_hk: text, en: text });
