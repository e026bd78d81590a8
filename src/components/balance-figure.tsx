import { useTranslation } from 'react-i18next';
import { useAppStore } from '../store/app-store';

/**
 * The member's centre balance where the header shows it. Until this page has a balance the server
 * sent since it started, a placeholder stands in, announced as loading: the money read from
 * localStorage is only the last one saved and may be hours old ("Balances and tabs" in README.md).
 */
export function BalanceFigure({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const money = useAppStore((s) => (s.balanceFresh ? (s.userinfo?.money ?? null) : null));
  if (money !== null) return <strong data-testid={testId}>{money}</strong>;
  return (
    <strong data-testid={testId} data-loading="true" aria-busy="true">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{t('header.balanceLoading')}</span>
    </strong>
  );
}
