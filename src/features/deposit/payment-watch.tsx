import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { announceMoneyMoved } from '../../lib/money-moves';
import { paymentOutcome } from './recharge-status';
import { useRecharges } from './use-deposits';
import styles from './deposit.module.css';

/** An online order whose payment page was opened. */
export interface WatchedPayment {
  id: number;
  money: string;
  url: string;
  /** The payment window; null when the browser blocked it (the member opens the link instead). */
  popup: Window | null;
}

/** How often the window is checked for being closed. */
const CLOSED_CHECK_MS = 1000;
/** Without a window to watch (blocked popup), the order is followed this long. */
const BLIND_WATCH_MS = 15 * 60_000;

/**
 * Follows an online order while its payment window is open: its status is re-read every 2 s, and
 * once it is paid the member is told (the header balance follows through useBalanceFollowsDeposits).
 * A closed window stops the polling after one last read; the page also re-reads on focus.
 */
export function PaymentWatch({ payment, onDone }: { payment: WatchedPayment; onDone(): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const recharges = useRecharges(open ? payment.id : null);
  const outcome = paymentOutcome(recharges.data, payment.id);
  const told = useRef(false);
  const { refetch } = recharges;

  useEffect(() => {
    const { popup } = payment;
    if (!popup) {
      const timer = window.setTimeout(() => setOpen(false), BLIND_WATCH_MS);
      return () => window.clearTimeout(timer);
    }
    const timer = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(timer);
      setOpen(false);
      void refetch();
      announceMoneyMoved();
    }, CLOSED_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [payment, refetch]);

  useEffect(() => {
    if (outcome !== 'paid' || told.current) return;
    told.current = true;
    toast.success(t('deposit.paid', { amount: payment.money }));
  }, [outcome, payment.money, t]);

  if (outcome !== 'waiting') {
    return (
      <div className={outcome === 'paid' ? styles.watchDone : styles.watch} role="status" data-testid="payment-watch" data-outcome={outcome}>
        <p>{outcome === 'paid' ? t('deposit.paid', { amount: payment.money }) : t('deposit.orderClosed')}</p>
        <button type="button" className={styles.linkButton} onClick={onDone}>
          {t('deposit.dismiss')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.watch} role="status" data-testid="payment-watch" data-outcome={outcome}>
      <p>{open ? t('deposit.waiting', { amount: payment.money }) : t('deposit.windowClosed')}</p>
      <a className={styles.linkButton} href={payment.url} target="_blank" rel="noopener noreferrer">
        {t('deposit.openPayment')}
      </a>
    </div>
  );
}
