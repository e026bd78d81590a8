// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bets } from '../../server/db/schema/index.ts';
import { balanceOf, providerWalletOf } from '../../server/services/money/ledger.ts';
import type { TableState } from '../../server/services/money/demo-table-state.ts';
import { memberCalls } from './deposit-helpers.ts';
import { withoutFirstDepositBonus } from './first-deposit-helpers.ts';
import { memberWithPassword } from './responsible-helpers.ts';
import { call, startTestApp, type Token } from './test-app.ts';

const t = await startTestApp();
await withoutFirstDepositBonus(t);
afterAll(() => t.close());
const { get, post } = memberCalls(t.app);
const GAME = 'rl_slot_starforge';

/** Opens the demo game of `token`'s login in `lang`, as its window does: the play cookie. */
async function openGame(token: Token, lang: string): Promise<string> {
  const { url } = (await get<{ url: string }>(`/game/login?api_code=${GAME}&lang=${lang}`, token)).body;
  const page = await t.app.inject({ method: 'GET', url });
  expect(page.statusCode).toBe(200);
  return String(page.headers['set-cookie']).split(';')[0]!;
}

/** One bet of the window's script (JSON). */
const bet = (cookie: string, stake: string, key: string) =>
  call<{ message: string; code?: string; won?: boolean; state?: TableState }>(t.app, {
    method: 'POST',
    url: '/api/demo-game/bet',
    headers: { cookie, accept: 'application/json' },
    payload: { stake, key },
  });
const state = async (cookie: string) => (await call<TableState>(t.app, { method: 'GET', url: '/api/demo-game/state', headers: { cookie, accept: 'application/json' } })).body;
const betsOf = async (memberId: number) => (await t.database.db.select({ id: bets.id }).from(bets).where(eq(bets.memberId, memberId))).length;
const key = (n: number) => n.toString(16).padStart(32, '0');

describe('a reality check due in the game window', () => {
  it('refuses bets in the member\'s language until it is answered, in the game window or in the lobby', async () => {
    const m = await memberWithPassword(t, 100_000);
    expect((await post('/game/deposit', m.token, { api_code: GAME, money: '100.00', direction: 'in' })).status).toBe(200);
    expect((await post('/member/reality_check', m.token, { minutes: 30 })).status).toBe(200);
    const cookie = await openGame(m.token, 'zh_cn');

    const first = await bet(cookie, '5.00', key(1));
    expect(first.status).toBe(200);
    expect(first.body.state).toMatchObject({ due: null, next_in_ms: expect.any(Number) as unknown as number });
    expect(await betsOf(m.id)).toBe(1);

    // The login's 30th minute passes: the check is due, and the table says so with this login's figures.
    t.advance(30 * 60 + 1);
    const due = await state(cookie);
    expect(due.due).toMatchObject({ text: '您已登录 30分钟。', bets: '5.00' });
    const wallet = await balanceOf(t.database.db, providerWalletOf(m.id, GAME));
    const refused = await bet(cookie, '5.00', key(2));
    expect(refused).toEqual({ status: 403, body: { message: '请先查看游戏时间提醒：确认继续游戏后才能再次投注', code: 'reality_check_due', due_at: due.due!.at } });
    // Nothing moved, nothing was written.
    expect(await betsOf(m.id)).toBe(1);
    expect(await balanceOf(t.database.db, providerWalletOf(m.id, GAME))).toBe(wallet);
    // The form of a window without its script is refused the same way, and its table says why.
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/demo-game/bet',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ stake: '5.00', key: key(3) }).toString(),
    });
    expect([form.statusCode, form.headers.location]).toEqual([303, '/api/demo-game/table?refused=reality']);
    expect(await betsOf(m.id)).toBe(1);

    // "Continue" in the game window answers it: bets are taken again, until the next moment.
    const answered = await call<TableState>(t.app, { method: 'POST', url: '/api/demo-game/reality/continue', headers: { cookie, accept: 'application/json' }, payload: {} });
    expect(answered.status).toBe(200);
    expect(answered.body.due).toBeNull();
    expect((await bet(cookie, '5.00', key(4))).status).toBe(200);
    expect(await betsOf(m.id)).toBe(2);

    // The next one is due 30 minutes later; "Continue" in the lobby answers it for this login's window.
    t.advance(30 * 60);
    expect((await bet(cookie, '1.00', key(5))).body.code).toBe('reality_check_due');
    expect(await post('/member/reality_check/continue?lang=en', m.token, {})).toEqual({ status: 200, body: { message: 'Noted: play on' } });
    expect((await bet(cookie, '1.00', key(6))).status).toBe(200);
    expect(await betsOf(m.id)).toBe(3);
  });

  it('a new interval counts as answered: a moment it puts in the past does not stop play unannounced', async () => {
    const m = await memberWithPassword(t, 100_000);
    expect((await post('/game/deposit', m.token, { api_code: GAME, money: '10.00', direction: 'in' })).status).toBe(200);
    const cookie = await openGame(m.token, 'en');
    t.advance(45 * 60);
    expect((await post('/member/reality_check', m.token, { minutes: 30 })).status).toBe(200);
    expect((await bet(cookie, '1.00', key(7))).status).toBe(200);
    // The clock also runs between the calls: the next moment is the 60th minute, about 15 minutes on.
    const next = (await state(cookie)).next_in_ms!;
    expect(next).toBeGreaterThan(14 * 60_000);
    expect(next).toBeLessThanOrEqual(15 * 60_000);
  });
});
