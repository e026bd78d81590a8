import type { StoreApi } from 'zustand';
import type { UserInfo } from '../../domain/contracts/session-types';
import { readStoredJson, writeStored, type StorageKey } from '../lib/storage-keys';
import type { AppState } from './app-store';
import { isOlderBalance } from './balance-rule';

/** How each persisted key (docs/product.md §3, plus the mute preference) is written from the state. */
const writers: Record<StorageKey, (s: AppState) => string | null> = {
  islogin: (s) => String(s.islogin),
  token: (s) => (s.token ? JSON.stringify(s.token) : null),
  userinfo: (s) => (s.userinfo ? JSON.stringify(s.userinfo) : null),
  logo: (s) => s.logo || null,
  lang: (s) => s.lang,
  link: (s) => s.link || null,
  muted: (s) => (s.muted ? '1' : null),
};

/** Writes the spec's localStorage keys whenever their value changes. */
export function persistKeys(store: StoreApi<AppState>): () => void {
  const last = new Map<StorageKey, string | null>();
  const write = (state: AppState) => {
    for (const [key, toValue] of Object.entries(writers) as [StorageKey, (s: AppState) => string | null][]) {
      const value = toValue(state);
      if (last.get(key) === value) continue;
      last.set(key, value);
      if (key === 'userinfo' && storedIsNewer(state)) continue;
      writeStored(key, value);
    }
  };
  write(store.getState());
  return store.subscribe(write);
}

/**
 * True when storage holds a newer balance of this login than the state: another tab wrote it and
 * this tab has not heard yet (its `storage` event follows). Writing over it would spread an older
 * balance to every tab (store/balance-rule.ts).
 */
function storedIsNewer(state: AppState): boolean {
  if (!state.userinfo) return false;
  const stored = readStoredJson<UserInfo>('userinfo');
  return stored !== null && isOlderBalance(state.userinfo, stored);
}
