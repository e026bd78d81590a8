import { useLayoutEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { hashPathname } from '../lib/hash-pathname';

let navigate: NavigateFunction | null = null;

/** Inside the `<HashRouter>`: lends its navigate to goHome. */
export function GoHomeBridge() {
  const current = useNavigate();
  useLayoutEffect(() => {
    navigate = current;
    return () => void (navigate = null);
  }, [current]);
  return null;
}

/**
 * Home, from code outside React (the session-expiry handler, src/app/session-expiry.ts). Before the
 * router has mounted (the texts still loading) the URL itself changes: the router starts there.
 */
export function goHome(): void {
  // Already home: the history gets no second entry for it (the router replaces, as a link to the same place does).
  const home = hashPathname() === '/';
  if (navigate) void navigate('/', { replace: home });
  else if (!home) window.location.hash = '#/';
}
