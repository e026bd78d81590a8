import type { StoreApi } from 'zustand';
import { writeStored, type StorageKey } from '../lib/storage-keys';
import type { AppState } from './app-store';

/** How each persisted key (spec point 3, plus the mute preference) is written from the state. */
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
      writeStored(key, value);
    }
  };
  write(store.getState());
  return store.subscribe(write);
}
