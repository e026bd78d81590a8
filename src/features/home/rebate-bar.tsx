import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useWaitingRebates } from '../../components/use-waiting-rebates';
import { rebateSum } from './rebate-sum';
import styles from './rebate-bar.module.css';

/**
 * The floating rebate bar of spec point 2 (footer): for a member with rebates waiting, their sum and
 * a link to collect them at `/Member/Transfer?id=1`. It can be put away until the next visit.
 */
export function RebateBar() {
  const { t } = useTranslation();
  const { member, data } = useWaitingRebates();
  const [hidden, setHidden] = useState(false);
  if (!member || hidden || !data || data.length === 0) return null;
  return (
    <aside className={styles.bar} aria-label={t('home.rebateBar')} data-testid="rebate-bar">
      <span className={styles.coin} aria-hidden="true">
        ¥
      </span>
      <span className={styles.text}>{t('home.rebateBarText', { amount: rebateSum(data) })}</span>
      <Link to="/Member/Transfer?id=1" className={styles.collect}>
        {t('home.rebateCollect')}
      </Link>
      <button type="button" className={styles.close} onClick={() => setHidden(true)} aria-label={t('common.close')}>
        ×
      </button>
    </aside>
  );
}
export default RebateBar;
