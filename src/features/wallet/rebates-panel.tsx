import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { EmptyState, ErrorState, LoadingState } from '../../components/load-state';
import { useWaitingRebates } from '../../components/use-waiting-rebates';
import { sumMoney } from '../../../domain/money/money';
import { StopClosedNote } from '../responsible-play/stop-closed-note';
import { usePlayStop } from '../responsible-play/use-play-stop';
import { useCollectRebates } from './use-wallets';
import tableStyles from '../../components/data-table.module.css';
import styles from './wallet.module.css';

/** The rebates waiting (`?id=1`): each with its provider, their sum, and one button that collects exactly them. */
export function RebatesPanel() {
  const { t } = useTranslation();
  const rebates = useWaitingRebates();
  const collect = useCollectRebates();
  // Rebates wait out a stop: they stay listed, the collect is closed with its reason.
  const stop = usePlayStop();
  if (rebates.isPending) return <LoadingState />;
  if (!rebates.data) return <ErrorState message={t('wallet.rebatesFailed')} detail={rebates.error?.message} onRetry={() => void rebates.refetch()} />;
  if (rebates.data.length === 0) return <EmptyState message={t('wallet.rebatesEmpty')} hint={t('wallet.rebatesHint')} />;
  const onCollect = () =>
    collect.mutate(rebates.dataUpdatedAt, { onSuccess: (reply) => toast.success(reply.message), onError: (error) => toast.error(error.message) });
  return (
    <section className={styles.rebates} aria-labelledby="rebates-title">
      <h2 id="rebates-title" className={styles.sectionTitle}>
        {t('wallet.rebatesTitle')}
      </h2>
      <table className={tableStyles.table}>
        <thead>
          <tr>
            <th scope="col">{t('wallet.provider')}</th>
            <th scope="col" className={tableStyles.num}>
              {t('wallet.rebateAmount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rebates.data.map((r) => (
            <tr key={r.id} data-testid="rebate-row">
              <td>{r.title}</td>
              <td className={tableStyles.num}>{r.fs_money}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('wallet.rebatesTotal')}</th>
            <td className={tableStyles.num} data-testid="rebates-total">
              {sumMoney(rebates.data.map((r) => r.fs_money))}
            </td>
          </tr>
        </tfoot>
      </table>
      {stop ? <StopClosedNote stop={stop} /> : null}
      <button type="button" className={styles.collect} onClick={onCollect} disabled={collect.isPending || stop !== null} data-testid="collect-rebates">
        {collect.isPending ? t('wallet.collecting') : t('wallet.collect')}
      </button>
    </section>
  );
}
