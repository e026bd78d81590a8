// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { BetRecordReply, GameTypeItem } from '../../domain/contracts/replies/games.ts';
import type { MoneyLogReply } from '../../domain/contracts/replies/money.ts';
import { bets } from '../../server/db/schema/index.ts';
import { payoutFor, validBettingCents } from '../../server/services/money/demo-bets.ts';
import { ledgerTotals } from '../../server/services/money/ledger.ts';
import { bearer, call, newMember, startTestApp, type Token } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());

/** A member with `inGame` moved into Starforge, and the demo page of that game opened. */
async function seated(inGame: string) {
  const m = await newMember(t, { balanceCents: 100_000 });
  await call(t.app, { method: 'POST', url: '/api/game/deposit', headers: bearer(m.token), payload: { api_code: 'rl_slot_starforge', money: inGame } });
  const { url } = (await call<{ url: string }>(t.app, { method: 'GET', url: '/api/game/login?api_code=rl_slot_starforge&lang=en', headers: bearer(m.token) })).body;
  const page = await t.app.inject({ method: 'GET', url });
  const cookie = String(page.headers['set-cookie']).split(';')[0]!;
  const key = /name="key" value="([0-9a-f]{32})"/.exec(page.body)?.[1];
  return { ...m, page, cookie, key: key! };
}

const bet = (cookie: string, stake: string, key: string) =>
  t.app.inject({ method: 'POST', url: '/api/demo-game/bet', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ stake, key }).toString() });
const providerMoney = async (token: Token) =>
  (await call<{ money: string }>(t.app, { method: 'POST', url: '/api/game/api_money', headers: bearer(token), payload: { api_code: 'rl_slot_starforge' } })).body.money;

describe('the demo game table', () => {
  it('opens with the play session in an HttpOnly, SameSite=Strict cookie and a stake form', async () => {
    const s = await seated('20.00');
    expect(s.page.statusCode).toBe(200);
    expect(String(s.page.headers['set-cookie'])).toMatch(/^rl_play=[A-Za-z0-9_-]{43}; Path=\/api\/demo-game; Max-Age=7200; HttpOnly; SameSite=Strict$/);
    expect(s.page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(s.page.body).toContain('action="/api/demo-game/bet"');
    for (const stake of ['1.00', '5.00', '10.00', '50.00', '100.00']) expect(s.page.body).toContain(`value="${stake}"`);
    expect(s.page.body).toContain('20.00');
  });

  it('settles a bet against the game wallet in one balanced ledger transaction and shows the outcome', async () => {
    const s = await seated('20.00');
    const res = await bet(s.cookie, '5.00', s.key);
    expect(res.statusCode).toBe(303);
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/api\/demo-game\/table\?bet=\d+$/);
    const [row] = await t.database.db.select().from(bets).where(eq(bets.id, Number(location.split('=')[1])));
    expect(row).toMatchObject({ memberId: s.id, stakeCents: 500, apiName: 'rl_slot_starforge' });
    expect([0, 1000, 1500, 5000]).toContain(row!.payoutCents);
    expect(await providerMoney(s.token)).toBe(((2000 - 500 + row!.payoutCents) / 100).toFixed(2));
    const table = await t.app.inject({ method: 'GET', url: location, headers: { cookie: s.cookie } });
    expect(table.statusCode).toBe(200);
    expect(table.body).toContain(row!.payoutCents > 0 ? 'Bet 5.00, won' : 'Bet 5.00, no win this time');
    expect(await ledgerTotals(t.database.db)).toEqual({ accounts: 0, entries: 0, negativeMemberAccounts: 0 });
    expect(await validBettingCents(t.database.db, s.id)).toBe(500);
  });

  it('bets once for a form sent twice, refuses a stake over the game wallet, and moves nothing then', async () => {
    const s = await seated('5.00');
    const [first, second] = [await bet(s.cookie, '1.00', s.key), await bet(s.cookie, '1.00', s.key)];
    expect(second.headers.location).toBe(first.headers.location);
    expect(await validBettingCents(t.database.db, s.id)).toBe(100);
    const before = await providerMoney(s.token);
    const refused = await bet(s.cookie, '100.00', 'b'.repeat(32));
    expect(refused.headers.location).toBe('/api/demo-game/table?refused=balance');
    const page = await t.app.inject({ method: 'GET', url: String(refused.headers.location), headers: { cookie: s.cookie } });
    expect(page.body).toContain('Insufficient balance');
    expect(await providerMoney(s.token)).toBe(before);
    expect(await validBettingCents(t.database.db, s.id)).toBe(100);
  });

  it('refuses stakes off the table, a missing or made-up session and another table\'s bet', async () => {
    const s = await seated('50.00');
    expect((await bet(s.cookie, '3.00', s.key)).statusCode).toBe(422);
    expect((await bet(s.cookie, '-5.00', s.key)).statusCode).toBe(422);
    expect((await bet(s.cookie, '5.00', 'not-a-key')).statusCode).toBe(422);
    expect((await bet('rl_play=' + 'A'.repeat(43), '5.00', s.key)).statusCode).toBe(404);
    expect((await bet('', '5.00', s.key)).statusCode).toBe(404);
    const other = await seated('50.00');
    const mine = await bet(other.cookie, '1.00', other.key);
    const peek = await t.app.inject({ method: 'GET', url: String(mine.headers.location), headers: { cookie: s.cookie } });
    expect(peek.body).not.toContain('Bet 1.00');
    expect(await validBettingCents(t.database.db, s.id)).toBe(0);
  });
});

describe('bet records and game types', () => {
  it('lists the member\'s own bets newest first with their totals, by provider', async () => {
    const s = await seated('30.00');
    await bet(s.cookie, '1.00', 'c'.repeat(32));
    await bet(s.cookie, '5.00', 'd'.repeat(32));
    const records = await call<BetRecordReply>(t.app, { method: 'POST', url: '/api/game/record', headers: bearer(s.token) });
    expect(records.status).toBe(200);
    expect(records.body.total).toBe(2);
    expect(records.body.list.map((r) => [r.api_code, r.stake])).toEqual([['rl_slot_starforge', '5.00'], ['rl_slot_starforge', '1.00']]);
    expect(records.body.totals.stake).toBe('6.00');
    for (const r of records.body.list) expect(Number(r.profit) * 100).toBe(Number(r.payout) * 100 - Number(r.stake) * 100);
    const elsewhere = await call<BetRecordReply>(t.app, { method: 'POST', url: '/api/game/record', headers: bearer(s.token), payload: { api_code: 'rl_live_aurora' } });
    expect(elsewhere.body.total).toBe(0);
    const stranger = await newMember(t);
    expect((await call<BetRecordReply>(t.app, { method: 'POST', url: '/api/game/record', headers: bearer(stranger.token) })).body.total).toBe(0);
    expect((await call(t.app, { method: 'POST', url: '/api/game/record' })).status).toBe(401);
    // The money log shows the bets too, in the provider's wallet.
    const log = await call<MoneyLogReply>(t.app, { method: 'POST', url: '/api/moneylog', headers: bearer(s.token), payload: { kind: 'bet' } });
    expect(log.body.list.filter((r) => r.money.startsWith('-')).map((r) => [r.money, r.wallet])).toEqual([['-5.00', 'Starforge'], ['-1.00', 'Starforge']]);
  });

  it('names the six game types in the caller\'s language', async () => {
    const types = await call<GameTypeItem[]>(t.app, { method: 'POST', url: '/api/game/type?lang=en' });
    expect(types.body).toEqual([
      { id: 1, name: 'Live casino' }, { id: 2, name: 'Fishing' }, { id: 3, name: 'Slots' },
      { id: 4, name: 'Lottery' }, { id: 5, name: 'Sports' }, { id: 6, name: 'Chess & cards' },
    ]);
  });
});

describe('the pay table', () => {
  it('pays 0, 2, 3 or 10 times the stake, in whole cents', () => {
    expect([0, 5499, 5500, 9499, 9500, 9949, 9950, 9999].map((draw) => payoutFor(500, draw))).toEqual([0, 0, 1000, 1000, 1500, 1500, 5000, 5000]);
  });
});
