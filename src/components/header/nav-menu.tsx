import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { navItems } from './nav-items';
import styles from './header.module.css';

/** Category navigation; each item opens a hover list of its providers. */
export function NavMenu() {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t('nav.providers')}>
      <NavLink to="/" end className={({ isActive }) => (isActive ? styles.navActive : styles.navLink)}>
        {t('nav.home')}
      </NavLink>
      {navItems.map((item) => (
        <div key={item.path} className={styles.navItem}>
          <NavLink to={item.path} className={({ isActive }) => (isActive ? styles.navActive : styles.navLink)}>
            {t(item.labelKey)}
          </NavLink>
          <div className={styles.hoverList} role="group" aria-label={`${t(item.labelKey)} ${t('nav.providers')}`}>
            <p className={styles.hoverEmpty}>{t('nav.noProviders')}</p>
          </div>
        </div>
      ))}
      <NavLink to="/Promotion" className={({ isActive }) => (isActive ? styles.navActive : styles.navLink)}>
        {t('nav.promotion')}
      </NavLink>
    </nav>
  );
}
