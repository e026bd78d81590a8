import type { StoreApi } from 'zustand';
import type { StorageKey } from '../lib/storage-keys';
import { hydrateSession, type SessionSlice } from './session-slice';

/** The persisted keys that make up a login (spec point 3). */
const sessionKeys: readonly StorageKey[] = ['islogin', 'token', 'userinfo'];

/**
 * Follows logins and logouts made in other tabs of this site. A tab's store is read from
 * localStorage only at start, so without this a tab logged out elsewhere keeps its logged-in
 * header until its next request fails. The browser fires `storage` only in the *other* tabs,
 * never in the one that wrote, so this cannot echo back and forth: re-reading writes the same values.
 */
export function followOtherTabs(store: StoreApi<SessionSlice>, target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` is null when the other tab cleared the whole storage, which logs out too.
    if (event.storageArea !== target.localStorage) return;
    if (event.key !== null && !sessionKeys.includes(event.key as StorageKey)) return;
    const next = hydrateSession();
    const now = store.getState();
    if (next.islogin === now.islogin && sameJson(next.token, now.token) && sameJson(next.userinfo, now.userinfo)) return;
    store.setState(next);
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
