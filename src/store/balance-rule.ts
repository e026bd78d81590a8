import type { UserInfo } from '../contracts/session-types';

/** A money with the balance version it was read at (undefined: a server or a stored value without one). */
export interface VersionedMoney {
  money: string;
  balance_version?: number;
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
 * from `incoming`, the money and its version from whichever is newer.
 */
export function mergeUserInfo(shown: UserInfo | null, incoming: UserInfo): UserInfo {
  if (!shown || !isOlderBalance(incoming, shown)) return incoming;
  return { ...incoming, money: shown.money, balance_version: shown.balance_version };
}
