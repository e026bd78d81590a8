// @vitest-environment node
import { eq, inArray } from 'drizzle-orm';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { bankCards, bankTypes, members, recharges, withdrawals } from '../../server/db/schema/index.ts';
import { seededRandom } from '../../domain/fairness/seeded-random.ts';
import { approveRecharge } from '../../server/services/money/deposit-review.ts';
import { ledgerTotals } from '../../server/services/money/ledger.ts';
import { hashSecret } from '../../server/services/accounts/passwords.ts';
import { payWithdrawal, rejectWithdrawal } from '../../server/services/money/withdrawals.ts';
import { paymentIds } from './deposit-helpers.ts';
import { bearer, newMember, startTestApp, type Token } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());

const providers = ['rl_slot_starforge', 'rl_slot_lucky8', 'rl_live_aurora'];

interface Call {
  member: number;
  token: Token;
  key: string;
  url: string;
  payload?: object;
}

interface Outcome extends Call {
  status: number;
  body: string;
}

/** 20 members with 200.00, a withdrawal password and a bank card. */
async function players() {
  const qkPwdHash = await hashSecret('123456');
  const [bank] = await t.database.db.select().from(bankTypes).limit(1);
  const list: { id: number; token: Token; cardId: number }[] = [];
  for (let i = 0; i < 20; i += 1) {
    const m = await newMember(t, { balanceCents: 20_000 });
    await t.database.db.update(members).set({ qkPwdHash, realname: 'Test Player' }).where(eq(members.id, m.id));
    const [card] = await t.database.db.insert(bankCards).values({ memberId: m.id, bankTypeId: bank!.id, cardNo: '6222021234567890128', ownerName: 'Test Player', branch: 'Main' }).returning();
    list.push({ ...m, cardId: card!.id });
  }
  return list;
}

/** The operator at work during the burst: approves each pending deposit twice at once, pays or refuses withdrawals. */
function operator(done: () => boolean) {
  const now = () => new Date();
  return (async () => {
    let turn = 0;
    while (!done()) {
      const pendingDeposits = await t.database.db.select({ id: recharges.id }).from(recharges).where(eq(recharges.status, 'pending'));
      await Promise.all(pendingDeposits.flatMap(({ id }) => [approveRecharge(t.database.db, id, now()), approveRecharge(t.database.db, id, now())]));
      const pendingWithdrawals = await t.database.db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.status, 'pending'));
      await Promise.all(pendingWithdrawals.map(({ id }) => ((turn += 1) % 2 ? payWithdrawal(t.database.db, id, now()) : rejectWithdrawal(t.database.db, id, 'test', now())).catch(() => undefined)));
      await nextTurn();
    }
  })();
}

describe('conservation of money under concurrent load', () => {
  it('keeps every sum at zero, no balance below zero and each key moving money once over 1,000 concurrent transfers, deposits and withdrawals', { timeout: 180_000 }, async () => {
    const list = await players();
    const { icbc } = await paymentIds(t.app, list[0]!.token);
    const random = seededRandom(20261124);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const money = (min: number, span: number) => `${min + Math.floor(random() * span)}.${String(Math.floor(random() * 100)).padStart(2, '0')}`;
    const sent: Call[] = [];
    for (let i = 0; i < 1000; i += 1) {
      // One call in five repeats an earlier call of the same member with its key and body.
      if (sent.length > 0 && random() < 0.2) {
        sent.push(pick(sent));
        continue;
      }
      const m = pick(list);
      const roll = random();
      const call = { member: m.id, token: m.token, key: `c-${i}` };
      if (roll < 0.08) sent.push({ ...call, url: '/api/game/recovery_last' });
      else if (roll < 0.18) sent.push({ ...call, url: '/api/recharge/normal', payload: { payment_id: icbc, money: money(100, 100), payer_name: 'Test Player' } });
      else if (roll < 0.26) sent.push({ ...call, url: '/api/drawing', payload: { money: money(1, 30), bank_id: m.cardId, qk_pwd: '123456' } });
      else sent.push({ ...call, url: '/api/game/deposit', payload: { api_code: pick(providers), money: money(1, 80), direction: roll < 0.65 ? 'in' : 'out' } });
    }

    let finished = false;
    const working = operator(() => finished);
    const outcomes: Outcome[] = await Promise.all(
      sent.map(async (s) => {
        const res = await t.app.inject({ method: 'POST', url: s.url, headers: { ...bearer(s.token), 'idempotency-key': s.key }, ...(s.payload ? { payload: s.payload } : {}) });
        return { ...s, status: res.statusCode, body: res.body };
      }),
    );
    finished = true;
    await working;

    expect(outcomes.filter((o) => o.status >= 500)).toEqual([]);
    expect(await ledgerTotals(t.database.db)).toEqual({ accounts: 0, entries: 0, negativeMemberAccounts: 0 });
    const drift = await t.database.withConnection((db) =>
      db.rows('SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id GROUP BY a.id HAVING a.balance_cents <> coalesce(sum(e.amount_cents), 0)'),
    );
    expect(drift).toEqual([]);

    // A successful answer is replayed, the same, to every repeat of its key.
    const byKey = new Map<string, Outcome[]>();
    for (const o of outcomes) byKey.set(`${o.member}:${o.key}`, [...(byKey.get(`${o.member}:${o.key}`) ?? []), o]);
    for (const [key, same] of byKey) {
      const ok = same.filter((o) => o.status === 200);
      for (const o of ok) expect(o.body, key).toBe(ok[0]!.body);
    }
    const okKeys = (url: string) => new Set(outcomes.filter((o) => o.url === url && o.status === 200).map((o) => `${o.member}:${o.key}`));
    // Each deposit and withdrawal key made one row; each row moved money once per step. (The
    // seeded demo member has history of their own: only this test's members are counted.)
    const ours = inArray(recharges.memberId, list.map((m) => m.id));
    expect(await t.database.db.$count(recharges, ours)).toBe(okKeys('/api/recharge/normal').size);
    expect(await t.database.db.$count(withdrawals, inArray(withdrawals.memberId, list.map((m) => m.id)))).toBe(okKeys('/api/drawing').size);
    const steps = await t.database.withConnection((db) =>
      db.rows<{ ref: string; n: number }>("SELECT ref, count(*)::int AS n FROM ledger_transactions WHERE ref LIKE 'recharge:%' OR ref LIKE 'withdrawal:%' GROUP BY ref HAVING count(*) > 2 OR (ref LIKE 'recharge:%' AND count(*) > 1)"),
    );
    expect(steps).toEqual([]);
    const transfers = await t.database.withConnection((db) =>
      db.rows<{ n: number }>("SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'transfer' AND member_id = ANY($1::int[])", [list.map((m) => m.id)]),
    );
    const recovered = new Set(outcomes.filter((o) => o.url === '/api/game/recovery_last' && o.status === 200 && JSON.parse(o.body).recovered !== '0.00').map((o) => `${o.member}:${o.key}`));
    expect(transfers[0]!.n).toBe(okKeys('/api/game/deposit').size + recovered.size);
  });
});
