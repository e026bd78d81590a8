import type { Lang } from '../../src/contracts/lang.ts';
import { translate } from '../i18n/translate.ts';
import { localName } from './localized.ts';
import type { Launch } from './game-tickets.ts';
import { fromCents } from './money.ts';

/**
 * The reference server's stand-in for a provider's game: a self-contained HTML page (inline CSS,
 * no scripts). Every value is escaped; the policy below would also stop any script that slipped in.
 */
export const pageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
} as const;

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEntities[c] ?? c);
}

const htmlLang: Record<Lang, string> = { zh_cn: 'zh-CN', zh_hk: 'zh-HK', en: 'en' };

const style = `
*{box-sizing:border-box;margin:0}
body{min-height:100vh;display:grid;place-items:center;padding:24px;font:16px/1.5 system-ui,"PingFang SC","Microsoft YaHei",sans-serif;
color:#f4ecd8;background:radial-gradient(circle at 30% 20%,#2b2350 0,#141027 55%,#0b0916 100%)}
main{width:min(560px,100%);padding:40px 44px;border-radius:20px;background:linear-gradient(160deg,rgba(255,255,255,.09),rgba(255,255,255,.03));
border:1px solid rgba(233,196,106,.35);box-shadow:0 24px 60px rgba(0,0,0,.45)}
.kicker{font-size:13px;letter-spacing:.18em;text-transform:uppercase;color:#e9c46a}
h1{margin:8px 0 28px;font-size:30px;line-height:1.25;overflow-wrap:anywhere}
dl{display:grid;gap:12px}
dl div{display:flex;justify-content:space-between;gap:16px;padding:12px 16px;border-radius:12px;background:rgba(0,0,0,.25)}
dt{color:#b9b0cf}
dd{font-weight:600;text-align:right;overflow-wrap:anywhere}
.balance dd{color:#e9c46a;font-size:22px;font-variant-numeric:tabular-nums}
.note{margin-top:24px;font-size:13px;color:#8f87a8}
.error{border-color:rgba(231,111,81,.5)}
.error .kicker{color:#e76f51}`;

function page(lang: Lang, title: string, body: string, className = ''): string {
  return `<!doctype html><html lang="${htmlLang[lang]}"><head><meta charset="utf-8">`
    + `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>`
    + `<style>${style}</style></head><body><main${className ? ` class="${className}"` : ''}>${body}</main></body></html>`;
}

const row = (label: string, value: string, className = ''): string =>
  `<div${className ? ` class="${className}"` : ''}><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`;

/** The game page: game (or provider lobby) title, member, provider and wallet balance. */
export function renderDemoPage(launch: Launch): string {
  const { lang } = launch;
  const heading = launch.gameName
    ? localName(launch.gameName, lang)
    : translate(lang, 'demo_lobby', { provider: launch.providerTitle });
  const body = `<p class="kicker">${escapeHtml(translate(lang, 'demo_title'))}</p>`
    + `<h1>${escapeHtml(heading)}</h1><dl>`
    + row(translate(lang, 'demo_member'), launch.memberName)
    + row(translate(lang, 'demo_provider'), launch.providerTitle)
    + row(translate(lang, 'demo_balance'), fromCents(launch.balanceCents), 'balance')
    + `</dl><p class="note">${escapeHtml(translate(lang, 'demo_note'))}</p>`;
  return page(lang, `${heading} · ${translate(lang, 'demo_title')}`, body);
}

/** The page of an unknown, used or expired ticket. */
export function renderTicketErrorPage(lang: Lang): string {
  const title = translate(lang, 'demo_error_title');
  const body = `<p class="kicker">${escapeHtml(translate(lang, 'demo_title'))}</p>`
    + `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(translate(lang, 'ticket_invalid'))}</p>`;
  return page(lang, title, body, 'error');
}
