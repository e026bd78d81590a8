import { parsePath } from 'react-router-dom';

/** The pathname the lobby's `<HashRouter>` shows for the current URL, read as its hash history reads it. */
export function hashPathname(): string {
  const { pathname = '/' } = parsePath(window.location.hash.slice(1));
  return pathname.startsWith('/') || pathname.startsWith('.') ? pathname : `/${pathname}`;
}
