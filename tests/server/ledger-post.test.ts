// @vitest-environment node
// A ledger movement is one call of the SQL function ledger_post (migration 0031). What
// the code guaranteed before still holds in the database: accounts a movement names are created
// once even when many movements create them at the same moment (no deadlock, no duplicate), a
// refused movement writes nothing (not even its new accounts), and a key replays its movement
// inside a caller's transaction as outside one.
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ledgerAccounts } from '../../server/db/schema/index.ts';
import { transact } from '../../server/db/transact.ts';
import { AppError } from '../../server/errors.ts';
import { balanceOf, house, ledgerTotals, move, providerWalletOf, walletOf } from '../../server/services/money/ledger.ts';
import { newMember, startTestApp } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());
const db = t.database.db;

const accountsOf = (memberId: number, kind: 'wallet' | 'provider') =>
  db.select().from(ledgerAccounts).where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, kind)));

describe('ledger_post', () => {
  it('creates the accounts 30 simultaneous movements name once, and moves every one of them', async () => {
    const members = await Promise.all([newMember(t), newMember(t), newMember(t)]);
    await Promise.all(
      Array.from({ length: 30 }, (_, n) => {
        const m = members[n % members.length]!;
        return move(db, { kind: 'opening', memberId: m.id, from: house('opening'), to: providerWalletOf(m.id, `rl_new_${n % 2}`), amountCents: 100 + n });
      }),
    );
    for (const [i, m] of members.entries()) {
      const accounts = await accountsOf(m.id, 'provider');
      expect(accounts.map((a) => a.code).sort()).toEqual(['rl_new_0', 'rl_new_1']);
      const moved = Array.from({ length: 30 }, (_, n) => n).filter((n) => n % members.length === i);
      expect(accounts.reduce((sum, a) => sum + a.balanceCents, 0)).toBe(moved.reduce((sum, n) => sum + 100 + n, 0));
    }
    expect(await ledgerTotals(db)).toEqual({ accounts: 0, entries: 0, negativeMemberAccounts: 0 });
  });

  it('refuses a debit past the balance with insufficient_balance and creates none of its accounts', async () => {
    const m = await newMember(t, { balanceCents: 500 });
    const refused = move(db, { kind: 'transfer', memberId: m.id, from: walletOf(m.id), to: providerWalletOf(m.id, 'rl_never'), amountCents: 501 });
    await expect(refused).rejects.toSatisfy((e) => e instanceof AppError && e.key === 'insufficient_balance');
    expect(await accountsOf(m.id, 'provider')).toEqual([]);
    expect(await balanceOf(db, walletOf(m.id))).toBe(500);
  });

  it('replays a key inside a caller transaction, refuses it for other amounts, and leaves the transaction usable', async () => {
    const m = await newMember(t, { balanceCents: 1_000 });
    const key = `ledger-post-${m.id}`;
    const first = await move(db, { kind: 'transfer', memberId: m.id, from: walletOf(m.id), to: providerWalletOf(m.id, 'rl_slot_lucky8'), amountCents: 300, idempotencyKey: key });
    const inside = await transact(db, async (tx) => {
      const again = await move(tx, { kind: 'transfer', memberId: m.id, from: walletOf(m.id), to: providerWalletOf(m.id, 'rl_slot_lucky8'), amountCents: 300, idempotencyKey: key });
      const other = await move(tx, { kind: 'transfer', memberId: m.id, from: walletOf(m.id), to: providerWalletOf(m.id, 'rl_slot_lucky8'), amountCents: 301, idempotencyKey: key }).catch((e: unknown) => e);
      // The refusal rolled back only its savepoint: the caller's transaction goes on.
      const after = await balanceOf(tx, walletOf(m.id));
      return { again, other, after };
    });
    expect(inside.again).toEqual({ ...first, replayed: true });
    expect(inside.other).toSatisfy((e) => e instanceof AppError && e.key === 'idempotency_key_reused');
    expect(inside.after).toBe(700);
    expect(first.balancesAfter).toEqual([700, 300]);
  });
});
