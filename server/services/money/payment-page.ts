import type { Lang } from '../../../domain/contracts/lang.ts';
import { escapeHtml, htmlLang } from '../pages/server-pages.ts';
import { translate, type MessageKey } from '../../i18n/translate.ts';
import type { PaymentNotification } from './payment-signature.ts';

/**
 * The demo payment page: server-rendered HTML, inline CSS, no script. Its one form posts the
 * signed notification back to the server, sent with `serverPageHeaders`. Every value is escaped;
 * that policy stops any script that slipped in and lets the form post to this server only.
 */
const style = `
*{box-sizing:border-box;margin:0}
body{min-height:100vh;display:grid;place-items:center;padding:24px;font:16px/1.5 system-ui,"PingFang SC","Microsoft YaHei",sans-serif;
color:#1d2433;background:linear-gradient(160deg,#eef2f8,#dfe6f1)}
main{width:min(480px,100%);padding:36px 40px;border-radius:16px;background:#fff;box-shadow:0 18px 48px rgba(29,36,51,.18)}
.kicker{font-size:13px;letter-spacing:.16em;text-transform:uppercase;color:#2f6fde}
h1{margin:6px 0 24px;font-size:26px}
dl{display:grid;gap:10px}
dl div{display:flex;justify-content:space-between;gap:16px;padding:10px 14px;border-radius:10px;background:#f3f6fb}
dt{color:#5b6475}
dd{font-weight:600;text-align:right;overflow-wrap:anywhere}
.amount dd{font-size:22px;color:#2f6fde;font-variant-numeric:tabular-nums}
button{margin-top:24px;width:100%;height:48px;border:0;border-radius:24px;background:#2f6fde;color:#fff;font-size:17px;font-weight:700;cursor:pointer}
button:focus-visible{outline:3px solid #9dbdf5;outline-offset:2px}
.note{margin-top:20px;font-size:13px;color:#7a8394}
.error .kicker{color:#c0392b}`;

function page(lang: Lang, title: string, body: string, className = ''): string {
  return `<!doctype html><html lang="${htmlLang[lang]}"><head><meta charset="utf-8">`
    + `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>`
    + `<style>${style}</style></head><body><main${className ? ` class="${className}"` : ''}>${body}</main></body></html>`;
}

const row = (label: string, value: string, className = '') =>
  `<div${className ? ` class="${className}"` : ''}><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`;
const hidden = (name: string, value: string) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;
const kicker = (lang: Lang) => `<p class="kicker">${escapeHtml(translate(lang, 'pay_title'))}</p>`;

export interface PaymentPageOrder {
  channel: string;
  notification: PaymentNotification;
  sign: string;
  /** Where the form posts the notification. */
  action: string;
}

/** The checkout: order, channel, amount and the "Pay" button. */
export function renderPaymentPage(lang: Lang, order: PaymentPageOrder): string {
  const n = order.notification;
  const fields = Object.entries({ ...n, sign: order.sign }).map(([name, value]) => hidden(name, value)).join('');
  const body = kicker(lang)
    + `<h1>${escapeHtml(translate(lang, 'pay_heading'))}</h1><dl>`
    + row(translate(lang, 'pay_order'), n.order_no)
    + row(translate(lang, 'pay_channel'), order.channel)
    + row(translate(lang, 'pay_amount'), n.amount, 'amount')
    + `</dl><form method="post" action="${escapeHtml(order.action)}">${fields}<button type="submit">${escapeHtml(translate(lang, 'pay_button'))}</button></form>`
    + `<p class="note">${escapeHtml(translate(lang, 'pay_note'))}</p>`;
  return page(lang, `${translate(lang, 'pay_heading')} · ${translate(lang, 'pay_title')}`, body);
}

/** The answer to a notification that credited the deposit. */
export function renderPaidPage(lang: Lang, amount: string): string {
  const title = translate(lang, 'pay_done_title');
  const body = kicker(lang) + `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(translate(lang, 'pay_done', { amount }))}</p>`;
  return page(lang, title, body);
}

/** An unknown or closed order, a bad address, a refused notification. */
export function renderPaymentErrorPage(lang: Lang, key: MessageKey): string {
  const title = translate(lang, 'pay_error_title');
  const body = kicker(lang) + `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(translate(lang, key))}</p>`;
  return page(lang, title, body, 'error');
}
