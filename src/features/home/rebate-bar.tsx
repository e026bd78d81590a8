import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useWaitingRebates } from '../../components/use-waiting-rebates';
import { closedAtSum, rememberClosed } from './rebate-bar-dismissal';
import { useRebateNoticeShowing } from './rebate-notice-showing';
import { rebateSum } from './rebate-sum';
import styles from './rebate-bar.module.css';

/**
 * The floating rebate bar of docs/product.md §2 (footer): for a member with rebates waiting, their sum and
 * a link to collect them at `/Member/Transfer?id=1`. Put away, it stays away for the rest of the tab's
 * session (reloads included) unless the sum changes: new rebates are news again. While the home page's
 * 6 s rebate notification is up, the bar waits: the two would say the same sum side by side.
 */
function RebateBar() {
  const { t } = useTranslation();
  const { member, data } = useWaitingRebates();
  const [closedAt, setClosedAt] = useState(closedAtSum);
  // The home page's notification says the same sum: one of them at a time.
  const noticeShowing = useRebateNoticeShowing();
  if (!member || !data || data.length === 0 || noticeShowing) return null;
  const sum = rebateSum(data);
  if (closedAt === sum) return null;
  const close = () => {
    rememberClosed(sum);
    setClosedAt(sum);
  };
  return (
    <aside className={styles.bar} aria-label={t('home.rebateBar')} data-testid="rebate-bar">
      <span className={styles.coin} aria-hidden="true">
        ¥
      </span>
      <span className={styles.text}>{t('home.rebateBarText', { amount: sum })}</span>
      <Link to="/Member/Transfer?id=1" className={styles.collect}>
        {t('home.rebateCollect')}
      </Link>
      <button type="button" className={styles.close} onClick={close} aria-label={t('common.close')}>
        ×
      </button>
    </aside>
  );
}
export default RebateBar;
