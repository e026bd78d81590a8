import type { StoreApi } from 'zustand';
import type { UserInfo } from '../../domain/contracts/session-types';
import { writeStored, type StorageKey } from '../lib/storage-keys';
import { isOlderBalance, mergeUserInfo } from './balance-rule';
import { hydrateSession, type SessionSlice } from './session-slice';

/** The persisted keys that make up a login (docs/product.md §3). */
const sessionKeys: readonly StorageKey[] = ['islogin', 'token', 'userinfo'];

/**
 * Follows logins, logouts and balances of other tabs of this site. A tab's store is read from
 * localStorage only at start, so without this a tab logged out elsewhere keeps its logged-in
 * header until its next request fails. The browser fires `storage` only in the *other* tabs.
 * A balance is taken only when it is newer than the one shown (balance-rule.ts); a tab that holds
 * a newer one than storage writes it back, so an older value written by a tab that had not yet
 * heard of the newer one cannot spread: storage ends at the newest value any tab holds.
 */
export function followOtherTabs(store: StoreApi<SessionSlice>, target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when the other tab cleared the whole storage, which logs out too.
    if (event.storageArea !== target.localStorage) return;
    if (event.key !== null && !sessionKeys.includes(event.key as StorageKey)) return;
    const next = hydrateSession();
    const now = store.getState();
    const sameLogin = next.islogin === now.islogin && sameJson(next.token, now.token);
    if (!sameLogin) return store.setState({ ...next, balanceFresh: false });
    if (!next.userinfo || !now.userinfo) {
      if (!sameJson(next.userinfo, now.userinfo)) store.setState({ userinfo: next.userinfo });
      return;
    }
    if (isOlderBalance(next.userinfo, now.userinfo)) {
      writeStored('userinfo', JSON.stringify(now.userinfo));
      return;
    }
    const userinfo: UserInfo = mergeUserInfo(now.userinfo, next.userinfo);
    if (sameJson(userinfo, now.userinfo)) return;
    // Another tab wrote a newer balance than this page started with: it came from the server since.
    const newer = userinfo.balance_version !== now.userinfo.balance_version;
    store.setState(newer ? { userinfo, balanceFresh: true } : { userinfo });
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
