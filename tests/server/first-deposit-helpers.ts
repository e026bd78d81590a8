import { firstDepositOffers } from '../../server/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/**
 * Turns the seeded first-deposit bonus off in a test file's own database: for tests about deposits,
 * withdrawals and the ledger alone, whose members would otherwise get 100 % on their first deposit.
 * The bonus itself is tested in first-deposit-bonus.test.ts.
 */
export async function withoutFirstDepositBonus(t: TestApp): Promise<void> {
  await t.database.db.update(firstDepositOffers).set({ enabled: false });
}
