import type { BalanceBreakdown } from '../../domain/contracts/replies/money-text';
import type { UserInfo } from '../../domain/contracts/session-types';

/**
 * A money with the balance version it was read at (undefined: a server or a stored value without
 * one), and the member's total with its parts when the server sent them: all of one version.
 */
export interface VersionedMoney {
  money: string;
  balance_version?: number;
  total_balance?: string;
  breakdown?: BalanceBreakdown;
}

/**
 * The balance fields to store for `money`: the total and its parts only as sent with it, never
 * left over from an earlier version (a total of another version than the centre is never shown).
 */
export function balanceFields(money: VersionedMoney): VersionedMoney {
  return { money: money.money, balance_version: money.balance_version, total_balance: money.total_balance, breakdown: money.breakdown };
}

/**
 * Newer wins: `incoming` is older than `shown` when it cannot be shown without going back. A
 * version below the shown one is older; so is a value without a version once a versioned one is
 * shown (nothing proves it newer). The same version is the same balance, so it is taken.
 */
export function isOlderBalance(incoming: VersionedMoney, shown: VersionedMoney | null | undefined): boolean {
  if (!shown || shown.balance_version === undefined) return false;
  return incoming.balance_version === undefined || incoming.balance_version < shown.balance_version;
}

/**
 * The user info to keep when `incoming` arrives while `shown` is on screen: every other field
 * from `incoming`, the money, the total, its parts and their version from whichever is newer.
 */
export function mergeUserInfo(shown: UserInfo | null, incoming: UserInfo): UserInfo {
  if (!shown || !isOlderBalance(incoming, shown)) return { ...incoming, ...balanceFields(incoming) };
  return { ...incoming, ...balanceFields(shown) };
}

/** True when `a` and `b` show the same balance: centre, version, total and parts. */
export function sameBalance(a: VersionedMoney, b: VersionedMoney): boolean {
  const parts = (m: VersionedMoney) => JSON.stringify([m.money, m.balance_version, m.total_balance, m.breakdown?.centre, m.breakdown?.games, m.breakdown?.yuebao]);
  return parts(a) === parts(b);
}
