import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createPath, Router, type Navigator } from 'react-router-dom';
import { Header } from '../components/header/header';
import type { Lang } from '../../domain/contracts/lang';
import { GuestForm } from '../features/auth/guest-form';

/** Links as the lobby's hash router writes them (`#/Promotion`); nothing navigates at build time. */
const hashLinks: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

/**
 * Build time only (scripts/vite-static-header.ts): the header exactly as the lobby first renders it
 * for a visitor on home in `lang` (no config yet, nothing typed), as static markup for index.html.
 * The build loads this module once per language with that language stored, as a browser would have.
 * @public loaded by the build through ssrLoadModule, which knip cannot follow.
 */
export function renderStaticHeader(lang: Lang, texts: Record<string, unknown>): string {
  const i18n = i18next.createInstance();
  void i18n.init({ resources: { [lang]: { translation: texts } }, lng: lang, fallbackLng: false, interpolation: { escapeValue: false }, initAsync: false });
  const markup = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <Router navigator={hashLinks} location="/">
        <Header account={<GuestForm />} />
      </Router>
    </I18nextProvider>,
  );
  // React puts a preload hint for the logo ahead of the markup; the page head is the place for hints.
  return markup.replace(/^(?:<link [^>]*>)+/, '');
}
