import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppStore } from '../../store/app-store';
import styles from './header.module.css';

/** Logged-in half of the header (spec point 2): name, level, balance and member links. */
export function MemberBar({ onLogout, onRefresh }: { onLogout?: () => void; onRefresh?: () => void }) {
  const { t } = useTranslation();
  const user = useAppStore((s) => s.userinfo);
  return (
    <div className={styles.member}>
      <span className={styles.memberName} data-testid="member-name">
        {user?.name ?? ''}
      </span>
      <span className={styles.badge}>{t('header.level', { level: user?.level ?? 0 })}</span>
      <span className={styles.balance}>
        {t('header.balance')} <strong data-testid="member-balance">{user?.money ?? '0.00'}</strong>
      </span>
      <button type="button" className={styles.iconButton} aria-label={t('header.refresh')} onClick={onRefresh}>
        ⟳
      </button>
      <Link to="/Member/Deposit" className={styles.memberLink}>
        {t('header.deposit')}
      </Link>
      <Link to="/Member/Withdraw" className={styles.memberLink}>
        {t('header.withdraw')}
      </Link>
      <Link to="/Member/Vip" className={styles.memberLink}>
        {t('header.vip')}
      </Link>
      <Link to="/Member/MemberInfo" className={styles.memberLink}>
        {t('header.account')}
      </Link>
      <button type="button" className={styles.linkButton} onClick={onLogout}>
        {t('header.logout')}
      </button>
    </div>
  );
}
