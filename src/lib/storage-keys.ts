/** The localStorage keys of docs/product.md §3, and only these, are persisted. */
export const storageKeys = ['islogin', 'token', 'userinfo', 'logo', 'lang', 'link'] as const;
/** One player preference beyond the spec's keys (docs/product.md §3): whether sound is muted. */
export const preferenceKeys = ['muted'] as const;
/** The browser's device id, which outlives logins so a self-exclusion recognises the browser (src/lib/device-id.ts). */
export const deviceKeys = ['deviceId'] as const;
/** The keys the store persists from its state. */
export type StorageKey = (typeof storageKeys)[number] | (typeof preferenceKeys)[number];
/** Every key this lobby keeps in localStorage. */
export type StoredKey = StorageKey | (typeof deviceKeys)[number];
/** sessionStorage: what lasts only as long as the tab (a dismissed rebate bar, docs/product.md §2.3). */
export const sessionKeys = { rebateBarClosed: 'rebateBarClosed' } as const;

export function readStored(key: StoredKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readStoredJson<T>(key: StorageKey): T | null {
  const raw = readStored(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeStored(key: StoredKey, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked (private mode): the session simply does not survive a reload.
  }
}
