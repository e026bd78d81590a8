import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activityPhase } from '../../../domain/contracts/promotions-types';
import type { ActivityItem, ApplicationStatus } from '../../../domain/contracts/replies/promotions';
import { formatDay } from '../../lib/date-format';
import styles from './promotions.module.css';

/** "2026-01-01 – 2027-12-31", "From 2026-01-01, no end date", "Until …" or "Long-term". */
export function periodText(t: TFunction, item: Pick<ActivityItem, 'starts_at' | 'ends_at'>): string {
  const from = formatDay(item.starts_at);
  const to = formatDay(item.ends_at);
  if (from && to) return t('promotions.period', { from, to });
  if (from) return t('promotions.since', { from });
  if (to) return t('promotions.until', { to });
  return t('promotions.always');
}

const phaseText = { upcoming: 'promotions.phase.upcoming', ongoing: 'promotions.phase.ongoing', ended: 'promotions.phase.ended' } as const;
const phaseClass = { upcoming: styles.chipUpcoming, ongoing: styles.chipOngoing, ended: styles.chipEnded };

/** Coming soon / Ongoing / Ended, by the browser's clock. */
export function PhaseChip({ item }: { item: Pick<ActivityItem, 'starts_at' | 'ends_at'> }) {
  const { t } = useTranslation();
  // The moment the chip first showed; a page open across a start or end shows it on the next visit.
  const [now] = useState(() => Date.now());
  const phase = activityPhase(item, now);
  return (
    <span className={phaseClass[phase]} data-phase={phase}>
      {t(phaseText[phase])}
    </span>
  );
}

const statusText = { approved: 'promotions.status.approved', pending: 'promotions.status.pending', rejected: 'promotions.status.rejected' } as const;
const statusClass = { approved: styles.chipOngoing, pending: styles.chipUpcoming, rejected: styles.chipEnded };

/** Approved / Under review / Rejected. */
export function StatusChip({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <span className={statusClass[status]} data-status={status}>
      {t(statusText[status])}
    </span>
  );
}
