import type { Lang } from '../../../domain/contracts/lang.ts';

/**
 * Headers of the server's own HTML pages (the demo game, the demo payment page): no scripts at all,
 * inline CSS only, forms post back to this server only, never framed, and the address (which may
 * carry a ticket or a page signature) never handed on as a referrer.
 */
export const serverPageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
} as const;

/**
 * Headers of the demo game window: as `serverPageHeaders`, and this server's own scripts may run and
 * call back to it (its table bets with requests); still no inline script.
 */
export const gamePageHeaders = {
  ...serverPageHeaders,
  'content-security-policy': "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
} as const;

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML text or attribute value: the five characters that could end either, escaped. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => entities[c] ?? c);

/** The page's `<html lang>` of a lobby language. */
export const htmlLang: Record<Lang, string> = { zh_cn: 'zh-CN', zh_hk: 'zh-HK', en: 'en' };
