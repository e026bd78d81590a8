import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/app-store';
import styles from './member.module.css';

/** The top of the member menu: who is signed in, their VIP level and main-wallet balance (kept fresh by the header). */
export function MemberSummary() {
  const { t } = useTranslation();
  const user = useAppStore((s) => s.userinfo);
  const levelName = typeof user?.level_name === 'string' ? user.level_name : '';
  return (
    <div className={styles.summary} data-testid="member-summary">
      <span className={styles.summaryName} data-testid="member-summary-name">
        {user?.name ?? ''}
      </span>
      <span className={styles.summaryLevel}>{levelName || t('memberMenu.level', { level: user?.level ?? 0 })}</span>
      <span className={styles.summaryBalance}>
        {t('memberMenu.balance')} <strong data-testid="member-summary-balance">{user?.money ?? '0.00'}</strong>
      </span>
    </div>
  );
}
