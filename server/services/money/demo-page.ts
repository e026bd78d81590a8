import type { Lang } from '../../../domain/contracts/lang.ts';
import { escapeHtml, htmlLang } from '../pages/server-pages.ts';
import { translate } from '../../i18n/translate.ts';
import { localName } from '../content/localized.ts';
import type { Launch } from './game-tickets.ts';
import { fromCents } from './money.ts';
import type { TableState } from './demo-table-state.ts';
import { lobbyText } from './lobby-text.ts';

/**
 * The reference server's stand-in for a provider's game: an HTML page with inline CSS and one script
 * of this server (`demo-table.js`, served by routes/demo-game.ts), sent with `gamePageHeaders`. The
 * script bets with a request and updates the page in place, and shows the reality check; without it
 * the stake buttons still post the form (post/redirect/get). Every value is escaped; the policy lets
 * no inline script run.
 */
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
.error .kicker{color:#e76f51}
form{margin-top:24px}
form p{margin-bottom:10px;color:#b9b0cf;font-size:14px}
.stakes{display:flex;gap:10px;flex-wrap:wrap}
button{flex:1;min-width:72px;height:44px;border:0;border-radius:22px;font:600 16px system-ui,sans-serif;color:#1b1405;
background:linear-gradient(#f3c35b,#c98a16);cursor:pointer}
button:focus-visible{outline:3px solid #fff3c4;outline-offset:2px}
.result{margin-top:20px;padding:12px 16px;border-radius:12px;background:rgba(0,0,0,.3);font-weight:600}
.result:empty{display:none}
.win{color:#7ee2a8}.lose{color:#f0a8a8}.refused{color:#e76f51}
button:disabled{opacity:.55;cursor:wait}
dialog{width:min(440px,92vw);padding:28px 30px;border-radius:18px;border:1px solid rgba(233,196,106,.5);color:#f4ecd8;background:#1b1633;box-shadow:0 24px 60px rgba(0,0,0,.6)}
dialog::backdrop{background:rgba(5,4,12,.72)}
dialog h2{margin-bottom:10px;font-size:22px}
dialog p{margin-bottom:14px;color:#d9d2ea}
dialog dl{margin-bottom:14px}
dialog .paused{font-size:14px;color:#b9b0cf}
dialog .answers{display:flex;gap:10px;flex-wrap:wrap}
dialog .quiet{background:rgba(255,255,255,.12);color:#f4ecd8}`;

function page(lang: Lang, title: string, body: string, className = '', mainAttributes = '', extras = ''): string {
  return `<!doctype html><html lang="${htmlLang[lang]}"><head><meta charset="utf-8">`
    + `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>`
    + `<style>${style}</style></head><body><main${className ? ` class="${className}"` : ''}${mainAttributes}>${body}</main>${extras}</body></html>`;
}

const row = (label: string, value: string, className = ''): string =>
  `<div${className ? ` class="${className}"` : ''}><dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd></div>`;

/** What the table shows besides the launch: the form's one-time key and the outcome of the last bet. */
export interface TableView {
  /** Where the stake buttons post. */
  action: string;
  /** A fresh key per rendered form: the same form sent twice bets once. */
  formKey: string;
  stakes: readonly number[];
  last?: { stakeCents: number; payoutCents: number } | null;
  /** A refusal to show (e.g. the stake is more than the game wallet). */
  refusal?: string | null;
}

function tableSection(lang: Lang, table: TableView): string {
  const buttons = table.stakes.map((cents) => `<button type="submit" name="stake" value="${fromCents(cents)}">${escapeHtml(fromCents(cents))}</button>`).join('');
  let result = '<p class="result" id="result" role="status"></p>';
  if (table.refusal) result = `<p class="result refused" id="result" role="alert">${escapeHtml(table.refusal)}</p>`;
  else if (table.last) {
    const won = table.last.payoutCents > 0;
    const text = won
      ? translate(lang, 'demo_won', { stake: fromCents(table.last.stakeCents), payout: fromCents(table.last.payoutCents) })
      : translate(lang, 'demo_lost', { stake: fromCents(table.last.stakeCents) });
    result = `<p class="result ${won ? 'win' : 'lose'}" id="result" role="status">${escapeHtml(text)}</p>`;
  }
  return `<form method="post" action="${escapeHtml(table.action)}" id="table"><input type="hidden" name="key" value="${escapeHtml(table.formKey)}">`
    + `<p>${escapeHtml(translate(lang, 'demo_stake'))}</p><div class="stakes">${buttons}</div></form>${result}`;
}

/** The reality check of the game window, filled and opened by the script when one is due. */
function realityDialog(lang: Lang): string {
  const figure = (name: 'bets' | 'wins' | 'deposits' | 'net') =>
    `<div><dt>${escapeHtml(lobbyText(lang, `responsible.${name}`))}</dt><dd data-figure="${name}"></dd></div>`;
  const answer = (value: string, label: string, quiet: boolean) =>
    `<button type="button" value="${value}"${quiet ? ' class="quiet"' : ''}>${escapeHtml(label)}</button>`;
  return `<dialog id="reality" aria-labelledby="reality-title" aria-describedby="reality-text">`
    + `<h2 id="reality-title">${escapeHtml(lobbyText(lang, 'responsible.realityDialogTitle'))}</h2><p id="reality-text"></p>`
    + `<dl aria-label="${escapeHtml(lobbyText(lang, 'responsible.sessionTitle'))}">${figure('bets')}${figure('wins')}${figure('deposits')}${figure('net')}</dl>`
    + `<p class="paused">${escapeHtml(translate(lang, 'demo_reality_paused'))}</p><div class="answers">`
    + answer('logout', lobbyText(lang, 'responsible.logout'), true)
    + answer('lobby', translate(lang, 'demo_reality_lobby'), true)
    + answer('continue', lobbyText(lang, 'responsible.continue'), false)
    + `</div></dialog>`;
}

/** Where the page's script sends its requests, and what it says when one cannot be sent. */
export interface ScriptView {
  base: string;
  state: TableState;
}

function scriptAttributes(lang: Lang, view: ScriptView): string {
  const data = {
    base: view.base,
    state: view.state,
    texts: { failed: translate(lang, 'demo_bet_failed'), loggedOut: translate(lang, 'demo_logged_out') },
  };
  return ` data-table="${escapeHtml(JSON.stringify(data))}"`;
}

/** The game page: game (or provider lobby) title, member, provider, game wallet balance and the betting table. */
export function renderDemoPage(launch: Launch, table?: TableView, script?: ScriptView): string {
  const { lang } = launch;
  const heading = launch.gameName
    ? localName(launch.gameName, lang)
    : translate(lang, 'demo_lobby', { provider: launch.providerTitle });
  const body = `<p class="kicker">${escapeHtml(translate(lang, 'demo_title'))}</p>`
    + `<h1>${escapeHtml(heading)}</h1><dl>`
    + row(translate(lang, 'demo_member'), launch.memberName)
    + row(translate(lang, 'demo_provider'), launch.providerTitle)
    + row(translate(lang, 'demo_balance'), fromCents(launch.balanceCents), 'balance')
    + `</dl>${table ? tableSection(lang, table) : ''}<p class="note">${escapeHtml(translate(lang, 'demo_note'))}</p>`;
  const extras = script ? `${realityDialog(lang)}<script src="${escapeHtml(script.base)}/demo-table.js" defer></script>` : '';
  return page(lang, `${heading} · ${translate(lang, 'demo_title')}`, body, '', script ? scriptAttributes(lang, script) : '', extras);
}

/** The page of an unknown, used or expired ticket, or of a play session that has ended. */
export function renderTicketErrorPage(lang: Lang, reason: 'ticket_invalid' | 'demo_session_over' = 'ticket_invalid'): string {
  const title = translate(lang, 'demo_error_title');
  const body = `<p class="kicker">${escapeHtml(translate(lang, 'demo_title'))}</p>`
    + `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(translate(lang, reason))}</p>`;
  return page(lang, title, body, 'error');
}

/**
 * The page of a game closed by the member's time-out or self-exclusion: they cannot open it again
 * from the lobby, so it names the stop's end and what they can still do there (withdraw).
 */
export function renderStoppedPage(lang: Lang, stop: 'timed_out' | 'self_excluded', until: string): string {
  const title = translate(lang, 'demo_stopped_title');
  const text = translate(lang, stop === 'timed_out' ? 'demo_stopped_timed_out' : 'demo_stopped_self_excluded', { until });
  const body = `<p class="kicker">${escapeHtml(translate(lang, 'demo_title'))}</p>`
    + `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`
    + `<p class="note"><a href="/#/Member/Withdraw" style="color:#e9c46a">${escapeHtml(lobbyText(lang, 'responsible.stopBannerWithdraw'))}</a></p>`;
  return page(lang, title, body, 'error');
}
