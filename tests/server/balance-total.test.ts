// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceBreakdown } from '../../domain/contracts/replies/money-text.ts';
import type { YuebaoListReply } from '../../domain/contracts/replies/yuebao.ts';
import { house, move, providerWalletOf } from '../../server/services/money/ledger.ts';
import { bearer, call, newMember, type TestApp, type Token } from './test-app.ts';
import { closeWithStreams, listeningTestApp, openLive, type OpenStream } from './live-stream.ts';

let t: TestApp;
let base: string;
const streams: OpenStream[] = [];

beforeAll(async () => {
  ({ t, base } = await listeningTestApp());
});
afterAll(() => closeWithStreams(t, streams));

interface Totalled {
  money: string;
  balance_version: number;
  total_balance: string;
  breakdown: BalanceBreakdown;
}

const post = <T>(url: string, token: Token, payload?: object, key?: string) =>
  call<T>(t.app, { method: 'POST', url: `/api${url}?lang=en`, headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) }, ...(payload ? { payload } : {}) });
const me = async (token: Token) => (await post<Totalled>('/auth/me', token)).body;
const cents = (money: string) => Math.round(Number(money) * 100);

/** A member with 1000.00: 790.00 moved into a game wallet and 150.00 put into Yu-EBao, 60.00 left in the centre. */
async function spreadMember() {
  const m = await newMember(t, { balanceCents: 100_000 });
  expect((await post('/game/deposit', m.token, { api_code: 'rl_slot_starforge', money: '790.00' }, 'total-in')).status).toBe(200);
  const plan = (await post<YuebaoListReply>('/yuebao/getMemberYuebaoList', m.token)).body.list[0]!;
  expect((await post('/yuebao/deposit', m.token, { plan_id: plan.id, money: '150.00' }, 'total-yuebao')).status).toBe(200);
  return m;
}

describe('the member’s total', () => {
  it('is sent by /auth/me as centre + game wallets + Yu-EBao, with its parts, at the version the centre was read at', async () => {
    const m = await spreadMember();
    expect(await me(m.token)).toMatchObject({
      money: '60.00',
      balance_version: 3,
      total_balance: '1000.00',
      breakdown: { centre: '60.00', games: '790.00', yuebao: '150.00' },
    });
    // A bet in the game moves only a game wallet: the total and the version move with it, the centre stays.
    await move(t.database.db, { kind: 'bet', memberId: m.id, from: providerWalletOf(m.id, 'rl_slot_starforge'), to: house('provider:rl_slot_starforge'), amountCents: 1_000 });
    expect(await me(m.token)).toMatchObject({ money: '60.00', balance_version: 4, total_balance: '990.00', breakdown: { centre: '60.00', games: '780.00', yuebao: '150.00' } });
  });

  it('comes with the live stream’s snapshot and each money push, read with their version', async () => {
    const m = await spreadMember();
    const stream = await openLive(base, m.token.access_token);
    streams.push(stream);
    expect(await stream.next('snapshot')).toMatchObject({ balance: '60.00', balance_version: 3, total_balance: '1000.00', breakdown: { centre: '60.00', games: '790.00', yuebao: '150.00' } });
    const from = stream.events.length;
    expect((await post('/game/recovery_last', m.token, undefined, 'total-recover')).status).toBe(200);
    const pushed = await stream.next('money', (d) => d.balance === '850.00', { from });
    expect(pushed).toMatchObject({ balance_version: 4, total_balance: '1000.00', breakdown: { centre: '850.00', games: '0.00', yuebao: '150.00' } });
  });

  it('is stamped on every balance reply with the centre of the same version: a burst of 200 transfers never mixes two versions', async () => {
    const m = await newMember(t, { balanceCents: 10_000 });
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post<Totalled>('/game/deposit', m.token, { api_code: 'rl_slot_starforge', money: '1.00', direction: i % 2 === 0 ? 'in' : 'out' }, `total-burst-${i}`),
      ),
    );
    const done = replies.filter((r) => r.status === 200);
    expect(done.length).toBeGreaterThanOrEqual(100);
    for (const { body } of done) {
      // Moves between own wallets: the total stays; its parts add up and the centre part is the reply's money.
      expect(body.total_balance).toBe('100.00');
      expect(body.breakdown.centre).toBe(body.money);
      expect(cents(body.breakdown.centre) + cents(body.breakdown.games) + cents(body.breakdown.yuebao)).toBe(10_000);
    }
    const final = await me(m.token);
    expect(final.balance_version).toBe(1 + done.length);
    expect(final.total_balance).toBe('100.00');
  });
});
