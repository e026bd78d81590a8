import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/pager';
import { ErrorState, LoadingState } from '../../../components/load-state';
import { REDBAG_LOG_PAGE } from '../../../../domain/contracts/events';
import { DrawHistory } from '../shared/draw-history';
import { useRedbagLog } from './use-redbag';
import styles from './red-page.module.css';

/** The member's opened packets, newest first, 10 a page, each verifiable once its seed is revealed. */
export function RainLog() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useRedbagLog(page);
  let body;
  if (log.isPending) body = <LoadingState minHeight={180} />;
  else if (log.isError) body = <ErrorState message={t('redRain.logFailed')} detail={log.error.message} onRetry={() => void log.refetch()} />;
  else
    body = (
      <>
        <DrawHistory rows={log.data.list} caption={t('redRain.logTitle')} event="red" />
        <Pager page={page} total={log.data.total} limit={log.data.limit || REDBAG_LOG_PAGE} onPage={setPage} label={t('redRain.logPages')} />
      </>
    );
  return (
    <section className={styles.log} data-testid="rain-log" aria-busy={log.isFetching}>
      {body}
    </section>
  );
}
