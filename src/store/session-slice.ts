import type { StateCreator } from 'zustand';
import type { Token } from '../../domain/contracts/replies/accounts';
import type { UserInfo } from '../../domain/contracts/session-types';
import { readStored, readStoredJson } from '../lib/storage-keys';
import { balanceFields, isOlderBalance, mergeUserInfo, sameBalance, type VersionedMoney } from './balance-rule';

export interface SessionSlice {
  islogin: 0 | 1;
  token: Token | null;
  userinfo: UserInfo | null;
  /**
   * True once this page holds a balance the server sent since it started (directly or through
   * another tab); the money read from localStorage at start is only the last one saved, and the
   * header shows a placeholder instead of it ("Balances and tabs" in README.md).
   */
  balanceFresh: boolean;
  /** Saves the token after a login; user info follows from `/auth/me`. */
  signIn(token: Token): void;
  /** User info the server sent; its money is kept only when not older than the one shown (balance-rule.ts). */
  setUserInfo(userinfo: UserInfo): void;
  /** A money the server sent (a money call's reply, the live stream), under the same rule. */
  setBalance(money: VersionedMoney): void;
  /** Clears every piece of local login data (logout, 401, expiry). */
  clearSession(): void;
}

export function hydrateSession(): Pick<SessionSlice, 'islogin' | 'token' | 'userinfo'> {
  const token = readStoredJson<Token>('token');
  const islogin = readStored('islogin') === '1' && token ? 1 : 0;
  return { islogin, token: islogin ? token : null, userinfo: islogin ? readStoredJson<UserInfo>('userinfo') : null };
}

export const createSessionSlice: StateCreator<SessionSlice> = (set) => ({
  ...hydrateSession(),
  balanceFresh: false,
  // Versions are per member: another login's user info must not be held against this one's.
  signIn: (token) => set((s) => (s.token?.access_token === token.access_token ? { token, islogin: 1 } : { token, islogin: 1, userinfo: null, balanceFresh: false })),
  setUserInfo: (userinfo) => set((s) => ({ userinfo: mergeUserInfo(s.userinfo, userinfo), balanceFresh: true })),
  setBalance: (money) =>
    set((s) => {
      if (!s.userinfo || isOlderBalance(money, s.userinfo)) return {};
      // The total and its parts come only with the money they were read with (balanceFields).
      return sameBalance(s.userinfo, money) ? { balanceFresh: true } : { userinfo: { ...s.userinfo, ...balanceFields(money) }, balanceFresh: true };
    }),
  clearSession: () => set({ islogin: 0, token: null, userinfo: null, balanceFresh: false }),
});
