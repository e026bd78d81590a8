import { useTranslation } from 'react-i18next';
import { Link, NavLink, useParams } from 'react-router-dom';
import { isNotFound } from '../../api/http';
import { ErrorState, LoadingState } from '../../components/load-state';
import { usePageName } from '../../components/page-name';
import { SafeHtml } from '../../components/safe-html';
import { useAboutList } from '../../components/use-content-queries';
import { parseRouteId } from '../../../domain/contracts/route-id';
import { LicenceNumbers } from './licence-numbers';
import { useAbout } from './use-about';
import styles from './about.module.css';

/** The side list of about-us pages (`/about/list`); the open one is marked current. */
function AboutMenu() {
  const { t } = useTranslation();
  const list = useAboutList();
  return (
    <nav className={styles.side} aria-label={t('about.menu')}>
      <h2 className={styles.sideTitle}>{t('footer.aboutUs')}</h2>
      {list.isPending ? (
        <ul className={styles.menu} aria-hidden="true">
          {[1, 2, 3, 4, 5, 6].map((n) => (
            <li key={n} className={styles.menuSkeleton} />
          ))}
        </ul>
      ) : list.isError ? (
        <p className={styles.menuError}>{t('about.listFailed')}</p>
      ) : (
        <ul className={styles.menu}>
          {list.data.map((item) => (
            <li key={item.id}>
              <NavLink to={`/AboutUs/${item.id}`} className={({ isActive }) => (isActive ? styles.itemOn : styles.item)}>
                {item.title}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

/**
 * About-us page (`/AboutUs/{id}`): the item of `/abouts?id=`, sanitised, beside the list; the tab
 * is named by the item's own title, and the licences page adds the licence numbers.
 */
export default function AboutPage() {
  const { t } = useTranslation();
  const id = parseRouteId(useParams().id);
  const about = useAbout(id);
  const listed = useAboutList().data?.find((item) => item.id === id);
  const missing = id === null || isNotFound(about.error);
  usePageName(missing ? undefined : (about.data?.title ?? listed?.title));

  let body;
  if (missing) {
    body = (
      <ErrorState message={t('about.notFound')}>
        <Link className={styles.home} to="/">
          {t('notFound.home')}
        </Link>
      </ErrorState>
    );
  } else if (about.isPending) {
    body = <LoadingState minHeight={360} />;
  } else if (about.isError) {
    body = <ErrorState message={t('about.loadFailed')} detail={about.error.message} onRetry={() => void about.refetch()} />;
  } else {
    body = (
      <>
        <h2 className={styles.articleTitle}>{about.data.title}</h2>
        <SafeHtml html={about.data.content} data-testid="about-content" />
        {listed?.slug === 'licences' ? <LicenceNumbers /> : null}
      </>
    );
  }

  return (
    <main className={styles.page} data-testid="page">
      <header className={styles.hero}>
        <h1 className={styles.title}>{t('page.aboutUs')}</h1>
      </header>
      <div className={styles.layout}>
        <AboutMenu />
        <article className={styles.article} data-testid="about">
          {body}
        </article>
      </div>
    </main>
  );
}
