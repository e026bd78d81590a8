// @ts-check
/**
 * The demo game window's script, sent as it is (no build step) by server/routes/demo-game.ts.
 * A stake button bets with one request and the page updates in place (balance, outcome): no reload.
 * It shows this login's reality check when one is due (at its moment, or when the server refuses a
 * bet for it) as a modal dialog that pauses the table until the player answers: Continue (told to the
 * server, and to the lobby's tabs on their channel), Go to the lobby (closes this window) or Log out.
 * The lobby's tabs tell it on the same channel when the check was answered or its interval changed.
 */
(() => {
  const main = document.querySelector('main[data-table]');
  const form = /** @type {HTMLFormElement | null} */ (document.getElementById('table'));
  const dialog = /** @type {HTMLDialogElement | null} */ (document.getElementById('reality'));
  if (!main || !form || !dialog) return;
  /** @type {{ base: string, state: State, texts: { failed: string, loggedOut: string } }} */
  const page = JSON.parse(main.getAttribute('data-table') || '{}');
  /**
   * @typedef {{ at: string, text: string, bets: string, wins: string, deposits: string, net: string }} Due
   * @typedef {{ balance: string, due: Due | null, next_in_ms: number | null }} State
   */
  const balance = document.querySelector('.balance dd');
  const result = /** @type {HTMLElement} */ (document.getElementById('result'));
  const buttons = /** @type {HTMLButtonElement[]} */ (Array.from(form.querySelectorAll('button[name="stake"]')));
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('lobby-reality-check');
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  /** @type {Due | null} */
  let shown = null;
  let busy = false;

  /** @param {string} text @param {'win' | 'lose' | 'refused'} kind */
  function say(text, kind) {
    result.textContent = text;
    result.className = `result ${kind}`;
    result.setAttribute('role', kind === 'refused' ? 'alert' : 'status');
  }

  function setBusy(/** @type {boolean} */ value) {
    busy = value;
    for (const button of buttons) button.disabled = value;
  }

  /** A one-time key per bet: the same request sent twice bets once. */
  function betKey() {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }

  /** @param {string} path @param {'GET' | 'POST'} method @param {object} [body] */
  async function call(path, method, body) {
    const response = await fetch(`${page.base}${path}`, {
      method,
      credentials: 'same-origin',
      headers: body ? { accept: 'application/json', 'content-type': 'application/json' } : { accept: 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    const reply = await response.json().catch(() => ({}));
    return { ok: response.ok, status: response.status, reply };
  }

  /** @param {State} state */
  function apply(state) {
    if (balance && state.balance) balance.textContent = state.balance;
    clearTimeout(timer);
    // At the next moment the server is asked again: it says whether a check is then due.
    if (state.next_in_ms !== null) timer = setTimeout(refresh, Math.max(0, state.next_in_ms) + 250);
    if (state.due) open(state.due);
    else close();
  }

  /** @param {Due} due */
  function open(due) {
    shown = due;
    /** @type {HTMLElement} */ (dialog.querySelector('#reality-text')).textContent = due.text;
    for (const name of /** @type {const} */ (['bets', 'wins', 'deposits', 'net'])) {
      const cell = dialog.querySelector(`[data-figure="${name}"]`);
      if (cell) cell.textContent = due[name];
    }
    if (!dialog.open) dialog.showModal();
  }

  function close() {
    shown = null;
    if (dialog.open) dialog.close();
  }

  async function refresh() {
    try {
      const { ok, status, reply } = await call('/state', 'GET');
      if (ok) apply(reply);
      else if (status === 404) location.reload();
    } catch {
      // Offline for a moment: the next bet or answer asks again.
    }
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const submitter = /** @type {HTMLButtonElement | null} */ (/** @type {SubmitEvent} */ (event).submitter);
    if (busy || shown || !submitter) return;
    setBusy(true);
    try {
      const { ok, status, reply } = await call('/bet', 'POST', { stake: submitter.value, key: betKey() });
      if (ok) {
        say(reply.message, reply.won ? 'win' : 'lose');
        apply(reply.state);
      } else if (status === 404) {
        // The play session is over (logged out, stopped, expired): the server's page says why.
        location.reload();
      } else {
        say(reply.message || page.texts.failed, 'refused');
        if (reply.code === 'reality_check_due') await refresh();
      }
    } catch {
      say(page.texts.failed, 'refused');
    } finally {
      setBusy(false);
    }
  });

  // Escape must not dismiss the check: play stays paused until one of the three answers.
  dialog.addEventListener('cancel', (event) => event.preventDefault());
  // A browser may close it anyway (a second Escape without a click between): it opens again.
  dialog.addEventListener('close', () => shown && dialog.showModal());
  dialog.addEventListener('click', async (event) => {
    const button = /** @type {HTMLElement} */ (event.target).closest('button');
    if (!button || !shown) return;
    if (button.value === 'continue') {
      const moment = Date.parse(shown.at);
      const { ok, reply } = await call('/reality/continue', 'POST', {}).catch(() => ({ ok: false, reply: {} }));
      if (!ok) return say(reply.message || page.texts.failed, 'refused');
      channel?.postMessage({ continued: moment });
      say('', 'win');
      apply(reply);
    } else if (button.value === 'lobby') {
      // The lobby that opened this window is behind it; closing hands the game wallet back (auto-transfer).
      window.close();
      if (!window.closed) location.assign('/');
    } else if (button.value === 'logout') {
      await call('/logout', 'POST', {}).catch(() => undefined);
      close();
      clearTimeout(timer);
      form.remove();
      say(page.texts.loggedOut, 'refused');
    }
  });

  if (channel) channel.onmessage = () => void refresh();
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void refresh());
  apply(page.state);
})();
