import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { MailBadge } from '../../components/header/mail-badge';
import { useClickGuard } from '../../components/use-click-guard';
import { useAppStore } from '../../store/app-store';
import { createBalanceRefresher } from './balance-refresher';
import { refreshUser, signOut } from './session-actions';
import styles from './account.module.css';
import { BalanceTotal } from '../../components/header/balance-total';

const LogoutConfirm = lazy(() => import('./logout-confirm'));

/**
 * Logged-in half of the header (docs/product.md §2): name, messages, level, balance with refresh, links,
 * logout. `mailUnread` is the unread count the layout hands in (it needs the lazy query client).
 * `justSignedIn`: the bar replaces the login form the player was using, so it takes the focus that
 * form held (README.md, "Accessibility"): the name, then Tab goes on to the money links.
 */
export function MemberBar({ mailUnread, justSignedIn = false }: { mailUnread?: ReactNode; justSignedIn?: boolean }) {
  const { t } = useTranslation();
  const name = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    // Only a focus that went down with the form: one in a dialog (registration's last step) stays there.
    if (justSignedIn && (document.activeElement === null || document.activeElement === document.body)) name.current?.focus();
  }, [justSignedIn]);
  const navigate = useNavigate();
  const user = useAppStore((s) => s.userinfo);
  const [confirming, setConfirming] = useState(false);
  // The 2 s lock answers a quick second click with its own message, so no 500 ms guard here.
  const refresh = useMemo(() => createBalanceRefresher(refreshUser, () => toast.warning(t('auth.tooFrequent'))), [t]);
  const askLogout = useClickGuard(() => setConfirming(true));

  const cancel = () => {
    setConfirming(false);
    toast.info(t('auth.logoutCanceled'));
  };
  const confirm = () => {
    setConfirming(false);
    // The local login data is cleared even when the server call fails, so the exit always succeeds.
    signOut()
      .catch(() => undefined)
      .finally(() => {
        toast.success(t('auth.logoutDone'));
        navigate('/');
      });
  };

  return (
    <div className={styles.member}>
      <span ref={name} className={styles.memberName} data-testid="member-name" tabIndex={-1} data-focus-home="">
        {user?.name ?? ''}
      </span>
      <MailBadge unread={mailUnread} />
      <span className={styles.badge}>{t('header.level', { level: user?.level ?? 0 })}</span>
      <BalanceTotal />
      <button type="button" className={styles.iconButton} aria-label={t('header.refresh')} onClick={refresh}>
        ⟳
      </button>
      <Link to="/Member/Deposit" className={styles.moneyLink}>{t('header.deposit')}</Link>
      <Link to="/Member/Withdraw" className={styles.moneyLink}>{t('header.withdraw')}</Link>
      <Link to="/Member/Vip">{t('header.vip')}</Link>
      <Link to="/Member/MemberInfo">{t('header.account')}</Link>
      <button type="button" className={styles.linkButton} onClick={askLogout}>
        {t('header.logout')}
      </button>
      {confirming ? (
        <Suspense fallback={null}>
          <LogoutConfirm open onConfirm={confirm} onCancel={cancel} />
        </Suspense>
      ) : null}
    </div>
  );
}
