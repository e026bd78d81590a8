import { StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HashRouter, matchRoutes } from 'react-router-dom';
import { boot } from './app/boot';
import { goHome, GoHomeBridge } from './app/go-home';
import { LobbyRoutes } from './app/lobby-routes';
import { removeBootHeader } from './lib/boot-header';
import { removeBootShell } from './lib/boot-shell';
import { hashPathname } from './lib/hash-pathname';
import { keepPageStillUnderModals } from './lib/modal-scroll-keys';
import { preloadPages } from './app/lazy-page';
import { routes } from './app/routes';
import { initI18n } from './i18n/i18n';
import { appStore } from './store/app-store';
import './theme.css';
import { AppToaster } from './components/app-toaster';

// boot() starts loading the config and session while the texts arrive (index.html started their
// chunk with this one, so that wait is usually short).
// The banner index.html painted belongs to home only (LobbyRoutes removes it on leaving home).
if (hashPathname() !== '/') removeBootShell();
boot(goHome);
keepPageStillUnderModals();

/**
 * index.html's static header goes in the lobby's first commit, before the browser paints: after the
 * login form (rendered ahead of this) has taken over what was typed into it, and on every screen.
 */
function BootHeaderHandover() {
  useLayoutEffect(removeBootHeader, []);
  return null;
}

void initI18n(appStore.getState().lang).then((i18n) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        {/* Not a data router: the lobby has no loaders, actions or fetchers (docs/architecture.md, routing). */}
        <HashRouter>
          <LobbyRoutes />
          <GoHomeBridge />
        </HashRouter>
        <BootHeaderHandover />
        {/* Below the header, so a message never covers the login form it answers. */}
        <AppToaster />
      </I18nextProvider>
    </StrictMode>,
  );
  // React renders in its next task; the page's code downloads meanwhile and is evaluated after
  // that first render, so the header and login form are not kept waiting by it.
  preloadPages(matchRoutes(routes, hashPathname()) ?? []);
});
