import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../components/load-state';
import { moneyKinds } from '../../../domain/contracts/wallet';
import type { MoneyKind, MoneyLogFilter } from '../../../domain/contracts/wallet-types';
import { dayPattern, dayRangeError } from '../../lib/date-range';
import memberStyles from '../../components/member-page.module.css';
import { MoneyLogTable } from './money-log-table';
import { MONEY_LOG_PAGE, useMoneyLog } from './use-money-log';
import own from './transaction.module.css';
import styles from './wallet.module.css';

/** /Member/Transaction: every movement of the centre wallet, by type and date, paged, with the range's totals. */
export default function TransactionPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<MoneyLogFilter>({ page: 1 });
  const [draft, setDraft] = useState<{ kind: MoneyKind | ''; from: string; to: string }>({ kind: '', from: '', to: '' });
  // A refused range shows its reason instead of the rows of the last good one, which would answer another question.
  const [rangeError, setRangeError] = useState<string | null>(null);
  const log = useMoneyLog(filter);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const problem = dayRangeError(draft.from, draft.to);
    setRangeError(problem);
    if (problem) return;
    setFilter({
      page: 1,
      ...(draft.kind ? { kind: draft.kind } : {}),
      ...(dayPattern.test(draft.from) ? { from: draft.from } : {}),
      ...(dayPattern.test(draft.to) ? { to: draft.to } : {}),
    });
  };
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / MONEY_LOG_PAGE)) : 1;
  const page = filter.page ?? 1;

  let body;
  if (rangeError)
    body = (
      <p className={own.rangeError} role="alert" data-testid="range-error">
        {t(rangeError)}
      </p>
    );
  else if (log.isPending) body = <LoadingState />;
  else if (!log.data) body = <ErrorState message={t('records.loadFailed')} detail={log.error?.message} onRetry={() => void log.refetch()} />;
  else if (log.data.total === 0) body = <EmptyState message={t('records.empty')} hint={t('records.emptyHint')} />;
  else
    body = (
      <>
        <MoneyLogTable rows={log.data.list} busy={log.isFetching} />
        <div className={styles.totals} data-testid="money-totals">
          <span>{t('records.totalIn', { amount: log.data.totals.in })}</span>
          <span>{t('records.totalOut', { amount: log.data.totals.out })}</span>
          <small className={styles.totalsNote}>{t('records.totalsNote')}</small>
        </div>
        <nav className={styles.pager} aria-label={t('records.pages')}>
          <button type="button" className={styles.mini} disabled={page <= 1} onClick={() => setFilter({ ...filter, page: page - 1 })}>
            {t('records.previous')}
          </button>
          <span aria-live="polite">{t('records.pageOf', { page, pages })}</span>
          <button type="button" className={styles.mini} disabled={page >= pages} onClick={() => setFilter({ ...filter, page: page + 1 })}>
            {t('records.next')}
          </button>
        </nav>
      </>
    );

  return (
    <main className={memberStyles.page} data-testid="page">
      <h1 className={memberStyles.title}>{t('member.Transaction')}</h1>
      <form className={styles.filters} onSubmit={apply} noValidate aria-label={t('records.filters')}>
        <label>
          <span>{t('records.kind')}</span>
          <select className={styles.select} value={draft.kind} onChange={(e) => setDraft({ ...draft, kind: e.target.value as MoneyKind | '' })}>
            <option value="">{t('records.allKinds')}</option>
            {moneyKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`records.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('records.from')}</span>
          <input type="date" className={styles.select} value={draft.from} aria-invalid={rangeError ? true : undefined} data-testid="range-start" onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </label>
        <label>
          <span>{t('records.to')}</span>
          <input type="date" className={styles.select} value={draft.to} aria-invalid={rangeError ? true : undefined} data-testid="range-end" onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </label>
        <button type="submit" className={styles.mini}>
          {t('records.search')}
        </button>
      </form>
      {body}
    </main>
  );
}
