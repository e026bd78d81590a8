// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import type { MoneyLogReply, MoneyLogRow } from '../../domain/contracts/replies/money.ts';
import type { YuebaoListReply } from '../../domain/contracts/replies/yuebao.ts';
import { bankCards, bankTypes } from '../../server/db/schema/index.ts';
import { settleBet } from '../../server/services/money/demo-bets.ts';
import { rejectWithdrawal, requestWithdrawal } from '../../server/services/money/withdrawals.ts';
import { bearer, call, newMember, startTestApp, type Token } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());

const post = <T>(url: string, token: Token, payload?: object) =>
  call<T>(t.app, { method: 'POST', url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const pick = (r: MoneyLogRow) => ({ kind: r.kind, money: r.money, refund: r.refund, game_wallets: r.game_wallets, balance: r.balance, wallet_balance: r.wallet_balance });

describe('the Transaction page rows', () => {
  it('marks a refused withdrawal\'s refund, names the game wallet of a transfer and keeps centre and game balances apart', async () => {
    const m = await newMember(t, { balanceCents: 50_000 });
    const [bank] = await t.database.db.select().from(bankTypes).limit(1);
    const [card] = await t.database.db.insert(bankCards).values({ memberId: m.id, bankTypeId: bank!.id, cardNo: '6222021234567890128', ownerName: 'Test Player', branch: 'Main' }).returning();
    const held = await requestWithdrawal(t.database.db, m.id, 10_000, card!.id, new Date());
    await rejectWithdrawal(t.database.db, held.row.id, 'test', new Date());
    await post('/game/deposit', m.token, { api_code: 'rl_slot_starforge', money: '50.00' });
    await post('/game/deposit', m.token, { api_code: 'rl_slot_starforge', money: '20.00', direction: 'out' });
    await settleBet(t.database.db, { memberId: m.id, apiName: 'rl_slot_starforge', gameCode: null, sessionId: null, stakeCents: 500, payoutCents: 0, betKey: `log-${m.id}` }, new Date());
    await post('/game/deposit', m.token, { api_code: 'rl_slot_lucky8', money: '10.00' });
    await post('/game/recovery_last', m.token);

    const log = await post<MoneyLogReply>('/moneylog', m.token);
    expect(log.body).toMatchObject({ total: 8 });
    expect(log.body.list.map(pick)).toEqual([
      { kind: 'transfer', money: '35.00', refund: false, game_wallets: ['Starforge', 'Lucky Eight'], balance: '495.00', wallet_balance: null },
      { kind: 'transfer', money: '-10.00', refund: false, game_wallets: ['Lucky Eight'], balance: '460.00', wallet_balance: '10.00' },
      { kind: 'bet', money: '-5.00', refund: false, game_wallets: ['Starforge'], balance: null, wallet_balance: '25.00' },
      { kind: 'transfer', money: '20.00', refund: false, game_wallets: ['Starforge'], balance: '470.00', wallet_balance: '30.00' },
      { kind: 'transfer', money: '-50.00', refund: false, game_wallets: ['Starforge'], balance: '450.00', wallet_balance: '50.00' },
      { kind: 'withdrawal', money: '100.00', refund: true, game_wallets: [], balance: '500.00', wallet_balance: null },
      { kind: 'withdrawal', money: '-100.00', refund: false, game_wallets: [], balance: '400.00', wallet_balance: null },
      { kind: 'opening', money: '500.00', refund: false, game_wallets: [], balance: '500.00', wallet_balance: null },
    ]);
    // The kind filter keeps the refund with the withdrawals it belongs to.
    const withdrawals = await post<MoneyLogReply>('/moneylog', m.token, { kind: 'withdrawal' });
    expect(withdrawals.body.list.map((r) => [r.money, r.refund])).toEqual([['100.00', true], ['-100.00', false]]);
  });
});

describe('the Transaction page totals', () => {
  it('count money won and lost, not money moved between the member\'s own wallets', async () => {
    const m = await newMember(t, { balanceCents: 50_000 });
    const keyed = (url: string, payload: object, key: string) =>
      call(t.app, { method: 'POST', url: `/api${url}`, headers: { ...bearer(m.token), 'idempotency-key': key }, payload });
    expect((await keyed('/game/deposit', { api_code: 'rl_slot_starforge', money: '50.00' }, `tot-in-${m.id}`)).status).toBe(200);
    expect((await keyed('/game/deposit', { api_code: 'rl_slot_starforge', money: '20.00', direction: 'out' }, `tot-out-${m.id}`)).status).toBe(200);
    const plan = (await post<YuebaoListReply>('/yuebao/getMemberYuebaoList', m.token)).body.list[0]!;
    expect((await keyed('/yuebao/deposit', { plan_id: plan.id, money: '30.00' }, `tot-yb-${m.id}`)).status).toBe(200);
    expect((await keyed('/yuebao/withdraw', { plan_id: plan.id, money: '10.00' }, `tot-yw-${m.id}`)).status).toBe(200);
    await settleBet(t.database.db, { memberId: m.id, apiName: 'rl_slot_starforge', gameCode: null, sessionId: null, stakeCents: 1000, payoutCents: 3000, betKey: `tot-${m.id}` }, new Date());

    const log = await post<MoneyLogReply>('/moneylog', m.token);
    // In: the opening 500.00 and the 30.00 win; out: the 10.00 stake. Transfers and Yu-EBao moves are listed but not summed.
    expect(log.body.totals).toEqual({ in: '530.00', out: '10.00' });
    expect(log.body.list.filter((r) => r.kind === 'transfer' || r.kind === 'yuebao')).toHaveLength(4);
  });
});
