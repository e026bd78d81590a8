import { useAppStore } from './app-store';

/**
 * What member-only queries key on: a short tail of the access token while signed in, '' for a
 * visitor. A new login gets new keys, so one member never sees another's cached data.
 */
export function useMemberKey(): string {
  return useAppStore((s) => (s.islogin === 1 && s.token ? s.token.access_token.slice(-12) : ''));
}
