import { sql } from 'drizzle-orm';
import type { BalanceBreakdown } from '../../../domain/contracts/replies/money-text.ts';
import type { Db } from '../../db/client.ts';
import { fromCents } from './money.ts';

/** A member's centre wallet, game wallets and Yu-EBao holdings with the balance version they were read at. */
export interface VersionedWallets {
  centreCents: number;
  /** Game wallets by api_code (those the member ever moved money into). */
  providers: Map<string, number>;
  /** Every Yu-EBao holding together. */
  yuebaoCents: number;
  /** One more with every ledger movement of the member (migrations/0041_balance_versions.sql); 0 before the first. */
  version: number;
}

interface Row {
  version: string | number;
  kind: string | null;
  code: string | null;
  cents: string | number | null;
}

/**
 * Reads the balances and their version in one statement, so one snapshot of the database answers
 * both: a balance is never sent with a version newer than the one it was read at.
 */
export async function versionedWallets(db: Db, memberId: number): Promise<VersionedWallets> {
  const result = await db.execute(sql`
    SELECT v.version, a.kind, a.code, a.balance_cents AS cents
    FROM (SELECT coalesce((SELECT version FROM member_balance_versions WHERE member_id = ${memberId}), 0) AS version) v
    LEFT JOIN ledger_accounts a ON a.member_id = ${memberId} AND a.kind IN ('wallet', 'provider', 'yuebao')`);
  // Both drivers answer `{ rows }`; the shared Db type leaves the raw result unknown.
  const rows = (result as unknown as { rows: Row[] }).rows;
  const wallets: VersionedWallets = { centreCents: 0, providers: new Map(), yuebaoCents: 0, version: Number(rows[0]?.version ?? 0) };
  for (const row of rows) {
    if (row.kind === 'wallet') wallets.centreCents = Number(row.cents);
    else if (row.kind === 'provider' && row.code !== null) wallets.providers.set(row.code, Number(row.cents));
    else if (row.kind === 'yuebao') wallets.yuebaoCents += Number(row.cents);
  }
  return wallets;
}

/**
 * The member's total (centre + game wallets + Yu-EBao) and where it sits, all from one
 * `versionedWallets` read, so the parts and the total belong to its one version. Money held for a
 * pending withdrawal is not the member's to use and is left out.
 */
export function balanceParts(wallets: VersionedWallets): { total_balance: string; breakdown: BalanceBreakdown } {
  const gamesCents = [...wallets.providers.values()].reduce((sum, cents) => sum + cents, 0);
  return {
    total_balance: fromCents(wallets.centreCents + gamesCents + wallets.yuebaoCents),
    breakdown: { centre: fromCents(wallets.centreCents), games: fromCents(gamesCents), yuebao: fromCents(wallets.yuebaoCents) },
  };
}
