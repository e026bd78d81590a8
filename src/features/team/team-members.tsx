import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import tableStyles from '../../components/data-table.module.css';
import { EmptyState, ErrorState, LoadingState } from '../../components/load-state';
import { TEAM_KEYWORD_MAX, TEAM_PAGE_SIZE } from '../../../domain/contracts/team';
import { formatDayTime } from '../../lib/date-format';
import { useDebounced } from '../../components/use-debounced';
import { useTeamChildren } from './use-team';
import styles from './team.module.css';

/** How long typing must pause before the name search runs. */
const SEARCH_DEBOUNCE_MS = 300;
const searchable = /^[\p{L}\p{N}_]*$/u;

/**
 * The members tab: the direct children, searchable by name and paged, with their deposits and valid
 * bets. An empty team's hint speaks of invite codes to agents only: others are asked to apply above.
 */
export function TeamMembers({ agent }: { agent: boolean }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  // Characters the server refuses are not sent: the search just finds nothing for them.
  const keyword = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const valid = searchable.test(keyword);
  const list = useTeamChildren(page, valid ? keyword : '');
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / TEAM_PAGE_SIZE)) : 1;

  let body;
  if (list.isPending) body = <LoadingState />;
  else if (!list.data) body = <ErrorState message={t('team.membersFailed')} detail={list.error?.message} onRetry={() => void list.refetch()} />;
  else if (list.data.total === 0 || !valid)
    body = keyword ? <EmptyState message={t('team.noMatch', { keyword })} /> : <EmptyState message={t('team.empty')} hint={t(agent ? 'team.emptyHint' : 'team.emptyHintApply')} />;
  else
    body = (
      <>
        <table className={tableStyles.table} aria-busy={list.isFetching} data-testid="team-members">
          <thead>
            <tr>
              <th scope="col">{t('team.name')}</th>
              <th scope="col">{t('team.registered')}</th>
              <th scope="col">{t('team.lastLogin')}</th>
              <th scope="col" className={tableStyles.num}>
                {t('team.deposits')}
              </th>
              <th scope="col" className={tableStyles.num}>
                {t('team.validBet')}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.list.map((child) => (
              <tr key={child.name} data-testid="team-member">
                <td>{child.name}</td>
                <td data-testid="team-time">{formatDayTime(child.created_at)}</td>
                <td data-testid="team-time">{child.last_login_at ? formatDayTime(child.last_login_at) : <span className={styles.muted}>{t('team.never')}</span>}</td>
                <td className={tableStyles.num}>{child.deposits}</td>
                <td className={tableStyles.num}>{child.valid_bet}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <nav className={styles.pager} aria-label={t('team.pages')}>
          <button type="button" className={styles.mini} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('team.previous')}
          </button>
          <span aria-live="polite">{t('team.pageOf', { page, pages })}</span>
          <button type="button" className={styles.mini} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('team.next')}
          </button>
        </nav>
      </>
    );

  return (
    <>
      <div className={styles.toolbar}>
        <label className={styles.field}>
          <span>{t('team.search')}</span>
          <input
            type="search"
            className={`${styles.input} ${styles.search}`}
            value={typed}
            maxLength={TEAM_KEYWORD_MAX}
            placeholder={t('team.searchPlaceholder')}
            onChange={(e) => {
              setTyped(e.target.value);
              setPage(1);
            }}
            data-testid="team-search"
          />
        </label>
        {list.data ? (
          <span className={styles.count} data-testid="team-total">
            {t('team.total', { count: list.data.total })}
          </span>
        ) : null}
      </div>
      {body}
    </>
  );
}
