import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { RouteFallback } from '../../components/route-fallback';
import { memberPages } from './member-pages';
import styles from './member.module.css';

/** Member area (`/Member`): side menu of the 16 child pages and the chosen page. */
export default function MemberLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.area}>
      <nav className={styles.menu} aria-label={t('member.menu')}>
        <h2 className={styles.menuTitle}>{t('page.member')}</h2>
        {memberPages.map((page) => (
          <NavLink key={page} to={`/Member/${page}`} className={({ isActive }) => (isActive ? styles.active : styles.link)}>
            {t(`member.${page}`)}
          </NavLink>
        ))}
      </nav>
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
