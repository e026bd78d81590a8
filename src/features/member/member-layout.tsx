import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { RouteFallback } from '../../components/route-fallback';
import { appStore, useAppStore } from '../../store/app-store';
import { memberMenuExtras, memberMenuGroups } from './member-pages';
import { MemberSummary } from './member-summary';
import styles from './member.module.css';

/**
 * Member area (`/Member`): the member's name, level and balance, a side menu of the 16 child pages
 * in four groups, and the chosen page. A visitor is sent home with the login dialog open, and
 * lands on the page they asked for once they have logged in there.
 */
export default function MemberLayout() {
  const { t } = useTranslation();
  const member = useAppStore((s) => s.islogin === 1 && s.token !== null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Only a visitor who came here is asked to log in: a logout or an expired login already says why it left.
  const arrivedAsVisitor = useRef(!member);
  const asked = useRef(`${pathname}${search}`);
  useEffect(() => {
    if (!arrivedAsVisitor.current) return;
    const target = asked.current;
    appStore.getState().askToLogin(() => void navigate(target));
  }, [navigate]);
  if (!member) return <Navigate to="/" replace />;

  return (
    <div className={styles.area}>
      <nav className={styles.menu} aria-label={t('member.menu')}>
        <h2 className={styles.menuTitle}>{t('page.member')}</h2>
        <MemberSummary />
        {memberMenuGroups.map((group) => (
          <section key={group.id} className={styles.group} aria-labelledby={`member-group-${group.id}`}>
            <h3 id={`member-group-${group.id}`} className={styles.groupTitle}>
              {t(`memberMenu.${group.id}`)}
            </h3>
            {group.pages.map((page) => (
              <NavLink key={page} to={`/Member/${page}`} className={({ isActive }) => (isActive ? styles.active : styles.link)}>
                {t(`member.${page}`)}
              </NavLink>
            ))}
            {memberMenuExtras[group.id]?.map((extra) => (
              <NavLink key={extra.to} to={extra.to} className={styles.link}>
                {t(extra.labelKey)}
              </NavLink>
            ))}
          </section>
        ))}
      </nav>
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
