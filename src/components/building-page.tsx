import { useTranslation } from 'react-i18next';
import styles from './page-state.module.css';

/** A route whose screen is not built yet: its real title and a short "being built" state. */
export function BuildingPage({ titleKey, detail }: { titleKey: string; detail?: string }) {
  const { t } = useTranslation();
  return (
    <main className={styles.page} data-testid="page">
      <h1 className={styles.title}>{t(titleKey)}</h1>
      {detail ? <p className={styles.text}>{detail}</p> : null}
      <div className={styles.box}>
        <p className={styles.text}>{t('page.building')}</p>
      </div>
    </main>
  );
}
