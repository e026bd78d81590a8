import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { navItems } from './nav-items';
import styles from './header.module.css';

/** Renders the provider list of one category; the lobby feature provides it (components never import features). */
export type ProviderListRenderer = (gameType: number, categoryPath: string) => ReactNode;

/** Home, hot games, the categories (each opens a hover list of its providers, loaded on first open) and promotions. */
export function NavMenu({ providerList }: { providerList?: ProviderListRenderer }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const markOpened = (path: string) => setOpened((prev) => (prev.has(path) ? prev : new Set(prev).add(path)));
  return (
    <nav className={styles.nav} aria-label={t('nav.providers')}>
      <NavLink to="/" end className={({ isActive }) => (isActive ? styles.navActive : styles.navLink)}>
        {t('nav.home')}
      </NavLink>
      <NavLink to="/Hot" className={({ isActive }) => (isActive ? styles.navActive : styles.navLink)}>
        {t('nav.hot')}
      </NavLink>
      {navItems.map((item) => (
        <div key={item.path} className={styles.navItem} onMouseEnter={() => markOpened(item.path)} onFocus={() => markOpened(item.path)}>
          <NavLink to={item.path} className={({ isActive }) => (isActive ? styles.navActive : styles.navLink)}>
            {t(item.labelKey)}
          </NavLink>
          <div className={styles.hoverList} role="group" aria-label={`${t(item.labelKey)} ${t('nav.providers')}`}>
            {providerList && opened.has(item.path) ? (
              providerList(item.gameType, item.path)
            ) : (
              <p className={styles.hoverEmpty}>{providerList ? t('common.loading') : t('nav.noProviders')}</p>
            )}
          </div>
        </div>
      ))}
      <NavLink to="/Promotion" className={({ isActive }) => (isActive ? styles.navActive : styles.navLink)}>
        {t('nav.promotion')}
      </NavLink>
    </nav>
  );
}
