/** Interface languages of docs/product.md §1; zh_cn is the default. Kept free of zod: the entry chunk reads it. */
export const languages = ['zh_cn', 'zh_hk', 'en'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'zh_cn';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function toLang(value: unknown): Lang {
  return isLang(value) ? value : defaultLang;
}
