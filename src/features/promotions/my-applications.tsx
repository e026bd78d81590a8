import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../components/load-state';
import { formatDayTime } from '../../lib/date-format';
import { useAppStore } from '../../store/app-store';
import { StatusChip } from './activity-meta';
import { useApplyResults } from './use-promotions';
import styles from './promotions.module.css';

/** The member's applications and their results (`/act/apply/result`); a hint for visitors. */
export function MyApplications() {
  const { t } = useTranslation();
  const member = useAppStore((s) => s.islogin === 1 && s.token !== null);
  const results = useApplyResults();
  let body;
  if (!member) body = <p className={styles.hint}>{t('promotions.loginForApplications')}</p>;
  else if (results.isPending) body = <LoadingState minHeight={120} />;
  else if (results.isError) body = <ErrorState message={t('promotions.resultsFailed')} detail={results.error.message} onRetry={() => void results.refetch()} />;
  else if (results.data.length === 0) body = <EmptyState message={t('promotions.noApplications')} />;
  else
    body = (
      <table className={styles.table} data-testid="applications">
        <thead>
          <tr>
            <th scope="col">{t('promotions.promotion')}</th>
            <th scope="col">{t('promotions.appliedAt')}</th>
            <th scope="col">{t('promotions.bonus')}</th>
            <th scope="col">{t('promotions.state')}</th>
          </tr>
        </thead>
        <tbody>
          {results.data.map((a) => (
            <tr key={a.id}>
              <td>{a.title}</td>
              <td>{formatDayTime(a.created_at)}</td>
              <td className={styles.money}>{a.bonus}</td>
              <td>
                <StatusChip status={a.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <section className={styles.section} aria-labelledby="my-applications">
      <h2 id="my-applications" className={styles.sectionTitle}>
        {t('promotions.myApplications')}
      </h2>
      {body}
    </section>
  );
}
