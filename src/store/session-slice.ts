import type { StateCreator } from 'zustand';
import type { Token, UserInfo } from '../contracts/session-types';
import { readStored, readStoredJson } from '../lib/storage-keys';

export interface SessionSlice {
  islogin: 0 | 1;
  token: Token | null;
  userinfo: UserInfo | null;
  /** Saves the token after a login; user info follows from `/auth/me`. */
  signIn(token: Token): void;
  setUserInfo(userinfo: UserInfo): void;
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
  signIn: (token) => set({ token, islogin: 1 }),
  setUserInfo: (userinfo) => set({ userinfo }),
  clearSession: () => set({ islogin: 0, token: null, userinfo: null }),
});
