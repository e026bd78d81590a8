import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TeamReport } from '../../../domain/contracts/replies/team';
import { formatBasisPoints } from '../../lib/rate';
import styles from './team.module.css';

/** A figure card: what it is and its value. */
function Figure({ label, value, testId, className, note }: { label: string; value: string | number; testId: string; className?: string; note?: ReactNode }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd data-testid={testId}>
        {value}
        {note ? <span className={styles.figureNote}>{note}</span> : null}
      </dd>
    </div>
  );
}

/** The range's totals as figure cards, the commission first. */
export function ReportFigures({ report }: { report: TeamReport }) {
  const { t } = useTranslation();
  let commissionNote;
  if (!report.is_agent) commissionNote = <Link to="/Member/AgentApply">{t('team.commissionAgentsOnly')}</Link>;
  else if (report.commission_rate_bp === 0) commissionNote = t('team.commissionNone');
  else commissionNote = t('team.commissionRate', { rate: formatBasisPoints(report.commission_rate_bp) });
  const profitClass = report.profit.startsWith('-') ? styles.down : report.profit === '0.00' ? '' : styles.up;
  return (
    <section aria-labelledby="team-figures-title">
      <h2 id="team-figures-title" className={styles.sectionTitle}>
        {t('team.figures')}
      </h2>
      <dl className={styles.figures} data-testid="team-figures">
        <Figure label={t('team.commission')} value={report.commission} testId="figure-commission" className={styles.commission} note={commissionNote} />
        <Figure label={t('team.validBet')} value={report.valid_bet} testId="figure-valid-bet" />
        <Figure label={t('team.betAmount')} value={report.bet_amount} testId="figure-bet-amount" />
        <Figure label={t('team.betCount')} value={report.bet_count} testId="figure-bet-count" />
        <Figure label={t('team.payout')} value={report.payout} testId="figure-payout" />
        <div>
          <dt>{t('team.profit')}</dt>
          <dd className={profitClass} data-testid="figure-profit">
            {report.profit}
          </dd>
        </div>
        <Figure label={t('team.deposits')} value={report.deposits} testId="figure-deposits" />
        <Figure label={t('team.withdrawals')} value={report.withdrawals} testId="figure-withdrawals" />
        <Figure label={t('team.teamSize')} value={report.team_size} testId="figure-team-size" />
        <Figure label={t('team.newMembers')} value={report.new_members} testId="figure-new-members" />
        <Figure label={t('team.activeMembers')} value={report.active_members} testId="figure-active-members" />
      </dl>
    </section>
  );
}
