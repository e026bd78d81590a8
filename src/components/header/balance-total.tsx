import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/app-store';
import styles from './balance-total.module.css';

/**
 * Everything the member holds, where the header shows it: the centre wallet, the game wallets and
 * Yu-EBao together, with where it sits shown while the figure is hovered or has keyboard focus
 * (a tooltip the figure names with aria-describedby; Escape hides it). The total and its parts
 * always come from one balance version (store/balance-rule.ts); until this page has a balance
 * from the server a placeholder stands in, announced as loading ("Balances and tabs" in README.md).
 */
export function BalanceTotal() {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const user = useAppStore((s) => (s.balanceFresh ? s.userinfo : null));
  const show = () => setOpen(true);
  const hide = () => setOpen(false);

  if (!user) {
    return (
      <span className={styles.wrap}>
        {t('header.total')}{' '}
        <strong data-testid="member-balance" data-loading="true" aria-busy="true">
          <span aria-hidden="true">—</span>
          <span className="visually-hidden">{t('header.balanceLoading')}</span>
        </strong>
      </span>
    );
  }
  // A balance sent without its total (an older server) shows the centre alone, with no breakdown.
  const total = user.total_balance ?? user.money;
  const parts = user.total_balance === undefined ? undefined : user.breakdown;
  return (
    <span className={styles.wrap} onMouseEnter={show} onMouseLeave={hide}>
      <button
        type="button"
        className={styles.trigger}
        data-testid="member-total"
        aria-describedby={parts ? id : undefined}
        onFocus={show}
        onBlur={hide}
        onClick={() => setOpen((now) => !now)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') hide();
        }}
      >
        {t('header.total')} <strong data-testid="member-balance">{total}</strong>
      </button>
      {parts ? (
        <span role="tooltip" id={id} className={styles.breakdown} data-testid="balance-breakdown" hidden={!open}>
          <span className={styles.title}>{t('header.breakdownLabel')}</span>{' '}
          <span className={styles.row}>
            <span>{t('header.breakdownCentre')}</span> <span data-part="centre">{parts.centre}</span>
          </span>{' '}
          <span className={styles.row}>
            <span>{t('header.breakdownGames')}</span> <span data-part="games">{parts.games}</span>
          </span>{' '}
          <span className={styles.row}>
            <span>{t('header.breakdownYuebao')}</span> <span data-part="yuebao">{parts.yuebao}</span>
          </span>
        </span>
      ) : null}
    </span>
  );
}
