// Members with money, written straight into a database BEFORE the server process opens it: the
// public register flow (captcha, SMS, scrypt) would cost more than the transfers being measured.
// Shared by bench/ledger.ts and tests/server/ledger-crash.test.ts.
import type { Database } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { members } from '../../server/db/schema/index.ts';
import { house, move, providerWalletOf, walletOf } from '../../server/services/money/ledger.ts';
import { issueToken } from '../../server/services/accounts/tokens.ts';

/** Seeded, enabled providers (server/db/seed/games.ts). */
export const benchProviders = ['rl_slot_starforge', 'rl_slot_lucky8', 'rl_live_aurora'] as const;

export interface FundedMember {
  id: number;
  /** A bearer token, as `/auth/login` would hand it out. */
  token: string;
  /** The provider this member's transfers go to and from. */
  apiCode: string;
}

/**
 * Migrates and seeds `database` as a first start does, then adds `count` members, each with
 * `centreCents` in the centre wallet and `providerCents` already moved into one provider wallet,
 * so transfers in either direction have money to move. Every cent goes through the ledger.
 */
export async function fundMembers(
  database: Database,
  options: { count: number; centreCents: number; providerCents: number; prefix: string },
): Promise<FundedMember[]> {
  await prepareDatabase(database);
  const { db } = database;
  const funded: FundedMember[] = [];
  for (let i = 0; i < options.count; i += 1) {
    const name = `${options.prefix}${i}`;
    const [row] = await db.insert(members).values({ name, passwordHash: 'x', inviteCode: name.toUpperCase() }).returning({ id: members.id });
    const id = row!.id;
    const apiCode = benchProviders[i % benchProviders.length]!;
    await move(db, { kind: 'opening', memberId: id, from: house('opening'), to: walletOf(id), amountCents: options.centreCents + options.providerCents });
    await move(db, { kind: 'transfer', memberId: id, from: walletOf(id), to: providerWalletOf(id, apiCode), amountCents: options.providerCents });
    const { access_token } = await issueToken(db, id, new Date());
    funded.push({ id, token: access_token, apiCode });
  }
  return funded;
}

/** Accounts whose stored balance differs from the sum of their entries (none while the books agree). */
export async function accountsOffTheirEntries(database: Database): Promise<number> {
  return database.withConnection(async (sql) => {
    const rows = await sql.rows<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
       GROUP BY a.id HAVING a.balance_cents <> coalesce(sum(e.amount_cents), 0)) off`,
    );
    return Number(rows[0]?.n ?? 0);
  });
}
