import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { create } from 'zustand';

/**
 * A page's own name for the browser tab when its route alone cannot tell it (each About page has
 * its own title from the server). Kept with the path it was given for, so a name never outlives
 * its page.
 */
export const pageNameStore = create<{ path: string; name: string }>(() => ({ path: '', name: '' }));

/** Names the page shown at the current path; `undefined` (still loading) leaves the route's own name. */
export function usePageName(name: string | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (name) pageNameStore.setState({ path: pathname, name });
  }, [pathname, name]);
}
