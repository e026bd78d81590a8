import { useLayoutEffect } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { removeBootShell } from '../lib/boot-shell';
import { routes } from './routes';

/**
 * The route table at the hash router's location. The banner index.html painted belongs to home only:
 * it goes in the commit that shows any other screen.
 */
export function LobbyRoutes() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (pathname !== '/') removeBootShell();
  }, [pathname]);
  return useRoutes(routes);
}
