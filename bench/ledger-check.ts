// The books after a transfer bench (bench/ledger.ts, bench/scale.ts), read from the database once the
// server is stopped: every sum zero and every account on its entries while the ledger agrees.
import { openDatabase, type DatabaseOptions } from '../server/db/client.ts';
import { ledgerTotals } from '../server/services/money/ledger.ts';
import { accountsOffTheirEntries } from '../tests/harness/funded-members.ts';

/** A line of the ledger's sums, and how many HTTP transfers the members named `prefix…` made. */
export async function ledgerCheck(db: DatabaseOptions, prefix: string): Promise<string> {
  const check = await openDatabase(db);
  try {
    const totals = await ledgerTotals(check.db);
    const off = await accountsOffTheirEntries(check);
    const moved = await check.withConnection((sql) =>
      sql.rows<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key LIKE 'http:%' AND member_id IN (SELECT id FROM members WHERE name LIKE $1)`, [`${prefix}%`]),
    );
    return (
      `sum of accounts ${totals.accounts}, sum of entries ${totals.entries}, negative member accounts ${totals.negativeMemberAccounts}, ` +
      `accounts off their entries ${off}; ${moved[0]?.n ?? 0} transfers in the ledger`
    );
  } finally {
    await check.close();
  }
}
