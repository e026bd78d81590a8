// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import type { MoneyLogReply, ProviderWallet, RecoveryReply, TransferReply, WalletsReply } from '../../domain/contracts/replies/money.ts';
import { house, ledgerTotals, move, walletOf } from '../../server/services/money/ledger.ts';
import { bearer, call, ledgerMovesOf, newMember, startWithDemo, walletCents, type Token } from './test-app.ts';

const { t, demo } = await startWithDemo();
afterAll(() => t.close());

const post = <T>(url: string, token: Token, payload?: unknown, key?: string) =>
  call<T>(t.app, { method: 'POST', url: `/api${url}`, headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) }, ...(payload === undefined ? {} : { payload: payload as object }) });
const transfer = (token: Token, body: Record<string, unknown>, key?: string) => post<TransferReply & { message: string }>('/game/deposit?lang=en', token, body, key);

describe('wallets', () => {
  it('shows the centre wallet, every provider wallet at 0.00 and the auto-transfer switch', async () => {
    const res = await post<WalletsReply>('/game/api_moneys', demo);
    expect(res.status).toBe(200);
    expect(res.body.money).toBe('1888.00');
    expect(res.body.auto_transfer).toBe(false);
    expect(res.body.list).toHaveLength(22);
    expect(res.body.list.every((w) => w.money === '0.00' && w.title.length > 0)).toBe(true);
    expect((await call(t.app, { method: 'POST', url: '/api/game/api_moneys' })).status).toBe(401);
  });

  it('moves money in and out of a provider as one balanced ledger transaction each', async () => {
    const m = await newMember(t, { balanceCents: 50_000 });
    const moved = await transfer(m.token, { api_code: 'rl_slot_starforge', money: '100.50', money_type: 'money' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ money: '399.50', wallet: { api_code: 'rl_slot_starforge', money: '100.50' } });
    expect(moved.body.message).toMatch(/^Done: 100.50 moved to /);
    const one = await post<ProviderWallet>('/game/api_money', m.token, { api_code: 'rl_slot_starforge' });
    expect(one.body.money).toBe('100.50');

    const back = await transfer(m.token, { api_code: 'rl_slot_starforge', money: '0.50', direction: 'out' });
    expect(back.body).toMatchObject({ money: '400.00', wallet: { money: '100.00' } });
    expect(await walletCents(t, m.id)).toBe(40_000);
    expect(await ledgerMovesOf(t, m.id)).toBe(3);
    expect(await ledgerTotals(t.database.db)).toEqual({ accounts: 0, entries: 0, negativeMemberAccounts: 0 });

    const me = await call<{ money: string }>(t.app, { method: 'POST', url: '/api/auth/me', headers: bearer(m.token) });
    expect(me.body.money).toBe('400.00');
  });

  it('refuses bad amounts, unknown providers and more than the balance, in the caller language, writing nothing', async () => {
    const m = await newMember(t, { balanceCents: 10_000 });
    const cases: [unknown, string][] = [
      ['-5', 'Enter an amount like 100 or 100.50 (at most 2 decimals)'],
      ['1e3', 'Enter an amount like 100 or 100.50 (at most 2 decimals)'],
      ['0.001', 'Enter an amount like 100 or 100.50 (at most 2 decimals)'],
      ['NaN', 'Enter an amount like 100 or 100.50 (at most 2 decimals)'],
      ['Infinity', 'Enter an amount like 100 or 100.50 (at most 2 decimals)'],
      ['12,5', 'Enter an amount like 100 or 100.50 (at most 2 decimals)'],
      [100, 'Enter an amount like 100 or 100.50 (at most 2 decimals)'],
      ['0', 'The amount must be more than 0'],
      ['0.00', 'The amount must be more than 0'],
      ['9999999999.99', 'The amount is too large'],
      ['', 'Please enter an amount'],
      [undefined, 'Please enter an amount'],
      ['100.01', 'Insufficient balance'],
    ];
    for (const [money, message] of cases) {
      const res = await transfer(m.token, { api_code: 'rl_slot_starforge', money });
      expect(res.status, JSON.stringify(money)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(money)).toBeLessThan(500);
      expect(res.body, JSON.stringify(money)).toEqual({ message });
    }
    expect((await transfer(m.token, { api_code: 'rl_nowhere', money: '1' })).body).toEqual({ message: 'This game provider does not exist or is closed' });
    expect((await transfer(m.token, { api_code: 'RL; drop', money: '1' })).status).toBe(422);
    expect((await transfer(m.token, { api_code: 'rl_slot_starforge', money: '1', direction: 'sideways' })).status).toBe(422);
    expect((await transfer(m.token, { api_code: 'rl_slot_starforge', money: '1', direction: 'out' })).body).toEqual({ message: 'Insufficient balance' });
    const zh = await post<{ message: string }>('/game/deposit?lang=zh_cn', m.token, { api_code: 'rl_slot_starforge', money: '1e3' });
    expect(zh.body.message).toBe('请输入正确的金额，如 100 或 100.50（最多两位小数）');
    expect(await ledgerMovesOf(t, m.id)).toBe(1);
    expect(await walletCents(t, m.id)).toBe(10_000);
  });

  it('moves money once for one Idempotency-Key, also when sent many times at once', async () => {
    const m = await newMember(t, { balanceCents: 10_000 });
    const body = { api_code: 'rl_slot_lucky8', money: '30.00' };
    const replies = await Promise.all(Array.from({ length: 8 }, () => transfer(m.token, body, 'tr-1')));
    expect(replies.map((r) => r.status)).toEqual(Array(8).fill(200));
    for (const r of replies) expect(r.body).toEqual(replies[0]!.body);
    expect(await walletCents(t, m.id)).toBe(7_000);
    expect(await ledgerMovesOf(t, m.id)).toBe(2);
    // A new key is a new transfer.
    expect((await transfer(m.token, body, 'tr-2')).body.money).toBe('40.00');
  });

  it('recovers every provider balance in one transaction, and says so when there is nothing', async () => {
    const m = await newMember(t, { balanceCents: 10_000 });
    await transfer(m.token, { api_code: 'rl_slot_starforge', money: '10' });
    await transfer(m.token, { api_code: 'rl_live_aurora', money: '25.25' });
    const res = await post<RecoveryReply>('/game/recovery_last?lang=en', m.token, undefined, 'rec-1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ money: '100.00', recovered: '35.25', message: 'Recovered 35.25 to your main wallet' });
    expect([...res.body.from].sort()).toEqual(['rl_live_aurora', 'rl_slot_starforge']);
    expect(await ledgerMovesOf(t, m.id)).toBe(4);
    const again = await post<RecoveryReply>('/game/recovery_last?lang=en', m.token);
    expect(again.body).toMatchObject({ recovered: '0.00', from: [], message: 'There is nothing to recover: every game wallet is empty' });
    expect(await ledgerMovesOf(t, m.id)).toBe(4);
  });

  it('shows each new balance in /auth/me at once, also after reads that were kept', async () => {
    const m = await newMember(t, { balanceCents: 10_000 });
    const me = async () => (await call<{ money: string }>(t.app, { method: 'POST', url: '/api/auth/me', headers: bearer(m.token) })).body.money;
    expect([await me(), await me()]).toEqual(['100.00', '100.00']);
    await transfer(m.token, { api_code: 'rl_slot_starforge', money: '0.01' });
    expect(await me()).toBe('99.99');
    // A movement made straight through the ledger (as the operator's commands do) is seen too.
    await move(t.database.db, { kind: 'bonus', memberId: m.id, from: house('bonuses'), to: walletOf(m.id), amountCents: 1 });
    expect(await me()).toBe('100.00');
    // Concurrent reads and writes end on the ledger's balance.
    await Promise.all([...Array.from({ length: 5 }, () => me()), transfer(m.token, { api_code: 'rl_slot_starforge', money: '1.00' }), me()]);
    expect(await me()).toBe('99.00');
  });

  it('switches auto-transfer on and off and refuses other values', async () => {
    const m = await newMember(t);
    expect((await post<{ status: number }>('/game/change_trans?lang=en', m.token, { status: 1 })).body).toMatchObject({ status: 1 });
    expect((await post<WalletsReply>('/game/api_moneys', m.token)).body.auto_transfer).toBe(true);
    expect((await post('/game/change_trans', m.token, { status: '0' })).status).toBe(200);
    expect((await post<WalletsReply>('/game/api_moneys', m.token)).body.auto_transfer).toBe(false);
    expect((await post('/game/change_trans', m.token, { status: 2 })).status).toBe(422);
  });

  it('moves the whole centre balance into a game opened with auto-transfer on, and nothing with it off', async () => {
    const m = await newMember(t, { balanceCents: 12_345 });
    const launch = () => call<{ url: string }>(t.app, { method: 'GET', url: '/api/game/login?api_code=rl_slot_lucky8', headers: bearer(m.token) });
    expect((await launch()).status).toBe(200);
    expect(await walletCents(t, m.id)).toBe(12_345);
    await post('/game/change_trans', m.token, { status: 1 });
    expect((await launch()).status).toBe(200);
    const wallets = (await post<WalletsReply>('/game/api_moneys', m.token)).body;
    expect(wallets.money).toBe('0.00');
    expect(wallets.list.find((w) => w.api_code === 'rl_slot_lucky8')?.money).toBe('123.45');
    // An empty centre wallet moves nothing and still opens the game.
    expect((await launch()).status).toBe(200);
    expect(await ledgerMovesOf(t, m.id)).toBe(2);
  });

  it('lists the centre wallet movements newest first, by kind and day, with totals for the range', async () => {
    const m = await newMember(t, { balanceCents: 10_000 });
    await transfer(m.token, { api_code: 'rl_slot_starforge', money: '12.34' });
    await transfer(m.token, { api_code: 'rl_slot_starforge', money: '2.34', direction: 'out' });
    const log = await post<MoneyLogReply>('/moneylog', m.token);
    expect(log.body.total).toBe(3);
    expect(log.body.list.map((r) => [r.kind, r.money, r.balance])).toEqual([
      ['transfer', '2.34', '90.00'],
      ['transfer', '-12.34', '87.66'],
      ['opening', '100.00', '100.00'],
    ]);
    // Moves between the member's own wallets are listed but not counted as money in or out.
    expect(log.body.totals).toEqual({ in: '100.00', out: '0.00' });
    const paged = await post<MoneyLogReply>('/moneylog', m.token, { page: 2, limit: 2 });
    expect(paged.body.list.map((r) => r.money)).toEqual(['100.00']);
    const transfers = await post<MoneyLogReply>('/moneylog', m.token, { kind: 'transfer' });
    expect(transfers.body.totals).toEqual({ in: '0.00', out: '0.00' });
    const past = await post<MoneyLogReply>('/moneylog', m.token, { from: '2020-01-01', to: '2020-01-31' });
    expect(past.body).toMatchObject({ total: 0, list: [], totals: { in: '0.00', out: '0.00' } });
    expect((await post('/moneylog', m.token, { from: '31/01/2020' })).status).toBe(422);
    // Another member sees only their own movements.
    const other = await newMember(t);
    expect((await post<MoneyLogReply>('/moneylog', other.token)).body.total).toBe(0);
  });
});
