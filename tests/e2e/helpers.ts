import type { Page } from '@playwright/test';
import en from '../../domain/texts/en.json' with { type: 'json' };
import zhCn from '../../domain/texts/zh_cn.json' with { type: 'json' };

export { en, zhCn };

/** A text with `<link>…</link>` markers (rendered by react-i18next's Trans) as the reader sees it. */
export function withoutMarkup(text: string): string {
  return text.replace(/<\/?[a-z]+>/g, '');
}

/** Starts the page in the given language, as the language menu would have stored it. */
export async function useLanguage(page: Page, lang: 'zh_cn' | 'zh_hk' | 'en'): Promise<void> {
  await page.addInitScript((value) => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', value);
  }, lang);
}

/** Starts the page signed in as `token`, as a login would have stored it (docs/product.md §3 keys). */
export async function signedIn(page: Page, token: unknown): Promise<void> {
  await page.addInitScript((value) => {
    localStorage.setItem('islogin', '1');
    localStorage.setItem('token', value);
  }, JSON.stringify(token));
}
