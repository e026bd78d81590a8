import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { memberPages } from './member-pages';
import styles from '../../components/member-page.module.css';

/** A member child page; each later issue replaces its body. */
export default function MemberChildPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const page = memberPages.find((p) => pathname === `/Member/${p}`) ?? 'Transfer';
  return (
    <main className={styles.page} data-testid="page">
      <h1 className={styles.title}>{t(`member.${page}`)}</h1>
      <p className={styles.text}>{t('page.building')}</p>
    </main>
  );
}
