import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../components/load-state';
import type { TeamRangeValues } from '../../../domain/contracts/team';
import { presetRange, serverToday } from './date-presets';
import { PerformanceTable } from './performance-table';
import { RangeForm } from './range-form';
import { ReportFigures } from './report-figures';
import { useTeamPerformance, useTeamReport } from './use-team';
import styles from './team.module.css';

// uPlot is loaded only when a member opens the report: it never weighs on the rest of the lobby.
const TeamChart = lazy(() => import('./team-chart'));

/** The report tab: a range of server days, its totals with the commission, and the days as a chart and a table. */
export function TeamReportPanel() {
  const { t } = useTranslation();
  const today = useMemo(() => serverToday(), []);
  const [range, setRange] = useState<TeamRangeValues>(() => presetRange('last7', today));
  // While the form shows a refused range, the report of the previous one is hidden: it would answer another question.
  const [refused, setRefused] = useState(false);
  const report = useTeamReport(range);
  const performance = useTeamPerformance(range);
  const labels = useMemo(() => ({ day: t('team.date'), validBet: t('team.validBet'), profit: t('team.profit') }), [t]);

  let body;
  if (report.isPending || performance.isPending) body = <LoadingState />;
  else if (!report.data || !performance.data)
    body = (
      <ErrorState
        message={t('team.reportFailed')}
        detail={(report.error ?? performance.error)?.message}
        onRetry={() => void Promise.all([report.refetch(), performance.refetch()])}
      />
    );
  else
    body = (
      <div aria-busy={report.isFetching || performance.isFetching} data-testid="team-report">
        <ReportFigures report={report.data} />
        <h2 className={styles.sectionTitle}>{t('team.chartTitle')}</h2>
        {report.data.bet_count === 0 ? <EmptyState message={t('team.noActivity')} /> : null}
        <div className={styles.chart}>
          <Suspense fallback={<LoadingState minHeight={240} />}>
            <TeamChart days={performance.data.list} labels={labels} description={t('team.chartLabel')} />
          </Suspense>
        </div>
        <h2 className={styles.sectionTitle}>{t('team.daily')}</h2>
        <PerformanceTable days={performance.data.list} />
      </div>
    );

  return (
    <>
      <RangeForm
        today={today}
        range={range}
        onApply={(next) => {
          setRefused(false);
          setRange(next);
        }}
        onInvalid={() => setRefused(true)}
      />
      {refused ? null : body}
    </>
  );
}
