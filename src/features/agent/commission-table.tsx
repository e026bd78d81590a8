import { useTranslation } from 'react-i18next';
import tableStyles from '../../components/data-table.module.css';
import type { CommissionTier } from '../../../domain/contracts/replies/team';
import { formatBasisPoints } from '../../lib/rate';
import styles from './agent.module.css';

/** The commission table: each tier's team valid-betting threshold and its rate. */
export function CommissionTable({ tiers }: { tiers: readonly CommissionTier[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="commission-title">
      <h2 id="commission-title" className={styles.sectionTitle}>
        {t('agent.tiersTitle')}
      </h2>
      <p className={styles.caption}>{t('agent.tiersCaption')}</p>
      <table className={`${tableStyles.table} ${styles.tiers}`} data-testid="commission-table">
        <thead>
          <tr>
            <th scope="col">{t('agent.tierLevel')}</th>
            <th scope="col" className={tableStyles.num}>
              {t('agent.tierThreshold')}
            </th>
            <th scope="col" className={tableStyles.num}>
              {t('agent.tierRate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, i) => (
            <tr key={tier.min_valid_bet}>
              <td>{i + 1}</td>
              <td className={tableStyles.num}>{t('agent.tierFrom', { amount: tier.min_valid_bet })}</td>
              <td className={`${tableStyles.num} ${styles.rate}`}>{formatBasisPoints(tier.rate_bp)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
