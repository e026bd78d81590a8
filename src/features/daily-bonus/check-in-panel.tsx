import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useClickGuard } from '../../components/use-click-guard';
import type { DailyBonusStatus } from '../../../domain/contracts/replies/daily-bonus';
import { StopClosedNote } from '../responsible-play/stop-closed-note';
import { usePlayStop } from '../responsible-play/use-play-stop';
import { CheckInCalendar } from './check-in-calendar';
import { useCheckIn } from './use-daily-bonus';
import styles from './daily-bonus.module.css';

/** The month's count and streak, the check-in button (once a day), and the month's calendar. */
export function CheckInPanel({ status }: { status: DailyBonusStatus }) {
  const { t } = useTranslation();
  const check = useCheckIn();
  const onCheck = useClickGuard(() => {
    if (check.isPending) return;
    check.mutate(undefined, { onSuccess: (reply) => toast.success(reply.message), onError: (error) => toast.error(error.message) });
  });
  const done = status.checked_today;
  // Check-ins lead to bonuses, closed during a stop like the bonuses themselves.
  const stop = usePlayStop();
  return (
    <section className={styles.checkIn} aria-label={t('dailyBonus.calendar')}>
      <div className={styles.summary}>
        <dl className={styles.figures}>
          <div>
            <dt>{t('dailyBonus.count')}</dt>
            <dd data-testid="bonus-count">{t('dailyBonus.daysValue', { count: status.count })}</dd>
          </div>
          <div>
            <dt>{t('dailyBonus.streak')}</dt>
            <dd data-testid="bonus-streak">{t('dailyBonus.daysValue', { count: status.streak })}</dd>
          </div>
        </dl>
        <button type="button" className={styles.checkButton} data-testid="check-in" disabled={done || check.isPending || stop !== null} onClick={() => onCheck()}>
          {done ? t('dailyBonus.checkedToday') : check.isPending ? t('dailyBonus.checking') : t('dailyBonus.checkIn')}
        </button>
      </div>
      {stop ? <StopClosedNote stop={stop} /> : null}
      <CheckInCalendar period={status.period} checkedDays={status.checked_days} today={status.today} />
    </section>
  );
}
