// bench/live's on-screen figure: one real Chromium page of the built lobby, signed in as a member,
// and the time from a movement of that member's money on the server to the new balance in the
// page's header. Both ends read the same wall clock of this one machine: Date.now() in node,
// performance.timeOrigin + performance.now() in the page.
import { randomUUID } from 'node:crypto';
import { fromCents } from '../server/services/money/money.ts';
import type { FundedMember } from '../tests/harness/funded-members.ts';
import type { Page } from '@playwright/test';
import { launchChromium, signedInPage } from './member-browser.ts';

export interface ScreenTimes {
  /** Request sent → the header's balance text changed in the DOM (ms); the request's own time included. */
  dom: number[];
  /** Request sent → the start of the next frame after that change, the one that paints it (ms). */
  frame: number[];
  /** Request sent → its answer, i.e. past the commit (ms): how much of the above is the request itself. */
  answered: number[];
  /** Errors the page reported (there should be none). */
  errors: string[];
}

const BALANCE = '[data-testid=member-balance]';

// Page scripts are strings: tsx would wrap named functions in a helper the page does not have. They
// are evaluated over CDP, which the lobby's CSP allows (waitForFunction's string predicates need eval).
/**
 * Arms an observer for the header's balance reading `expected`: window.__seen then resolves with
 * the moment of that DOM change and of the start of the next frame. Already shown, it resolves at once.
 */
const arm = (expected: string) => `(() => {
  const at = () => performance.timeOrigin + performance.now();
  const shows = () => document.querySelector(${JSON.stringify(BALANCE)})?.textContent === ${JSON.stringify(expected)};
  window.__seen = new Promise((resolve) => {
    const seen = () => {
      const dom = at();
      requestAnimationFrame(() => resolve({ dom, frame: at() }));
    };
    if (shows()) return seen();
    const observer = new MutationObserver(() => {
      if (!shows()) return;
      observer.disconnect();
      seen();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
})()`;

/** What window.__seen resolved with, or a failure after `ms`. */
function seen(page: Page, ms: number): Promise<{ dom: number; frame: number }> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`the header did not show the balance within ${ms} ms`)), ms)));
  return Promise.race([page.evaluate<{ dom: number; frame: number }>('window.__seen'), late]).finally(() => clearTimeout(timer));
}

/** The member's centre balance in cents, as the server reports it. */
async function balanceCents(base: string, member: FundedMember): Promise<number> {
  const res = await fetch(`${base}/api/auth/me?lang=en`, { method: 'POST', headers: { authorization: `Bearer ${member.token}` } });
  const { money } = (await res.json()) as { money: string };
  return Math.round(Number(money) * 100);
}

/** Moves 1.00 of the member's centre wallet into their game wallet through the API, as the lobby's transfer does. */
async function transfer(base: string, member: FundedMember): Promise<void> {
  const res = await fetch(`${base}/api/game/deposit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ api_code: member.apiCode, money: '1.00', direction: 'in' }),
  });
  if (res.status !== 200) throw new Error(`transfer answered ${res.status}: ${await res.text()}`);
}

/**
 * Opens the lobby at `route` signed in as `member` (its live stream among the server's others), then
 * `rounds` times: one transfer, and the time until the header shows the balance after it. Two
 * rounds first are not counted (the stream opening, the page's first renders).
 */
export async function screenTimes(base: string, member: FundedMember, rounds: number, route = '/Promotion'): Promise<ScreenTimes> {
  const browser = await launchChromium();
  const times: ScreenTimes = { dom: [], frame: [], answered: [], errors: [] };
  try {
    const page = await signedInPage(browser, base, member.token, route);
    page.on('pageerror', (error) => times.errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && times.errors.push(message.text())));
    let cents = await balanceCents(base, member);
    await page.evaluate(arm(fromCents(cents)));
    await seen(page, 60_000);
    for (let i = -2; i < rounds; i += 1) {
      cents -= 100;
      await page.evaluate(arm(fromCents(cents)));
      const sent = Date.now();
      await transfer(base, member);
      const answered = Date.now();
      const shown = await seen(page, 10_000);
      if (i >= 0) {
        times.dom.push(shown.dom - sent);
        times.frame.push(shown.frame - sent);
        times.answered.push(answered - sent);
      }
      // Apart, so each movement is its own push rather than one coalesced with the next.
      await new Promise((r) => setTimeout(r, 200 + Math.random() * 200));
    }
  } finally {
    await browser.close();
  }
  return times;
}
