import { useTranslation } from 'react-i18next';
import type { EventWinner } from '../../../../domain/contracts/replies/events';
import { formatDayTime } from '../../../lib/date-format';
import { useEventText } from '../shared/use-event-text';
import styles from './wheel.module.css';

/** Real recent wins (names masked by the server), newest first. */
export function WheelWinners({ winners }: { winners: EventWinner[] }) {
  const { t } = useTranslation();
  const text = useEventText();
  return (
    <section className={styles.card} aria-labelledby="wheel-winners-title" data-testid="wheel-winners">
      <h2 id="wheel-winners-title" className={styles.cardTitle}>
        {t('wheel.winnersTitle')}
      </h2>
      {winners.length === 0 ? (
        <p className={styles.muted}>{t('wheel.noWinners')}</p>
      ) : (
        <ul className={styles.winners}>
          {winners.map((w, i) => (
            <li key={`${w.created_at}-${i}`}>
              <span className={styles.winnerName}>{w.name}</span>
              <span className={styles.winnerPrize}>{text(w.label)}</span>
              <time className={styles.muted} dateTime={w.created_at}>
                {formatDayTime(w.created_at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
