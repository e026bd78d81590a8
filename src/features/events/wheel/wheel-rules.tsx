import { useTranslation } from 'react-i18next';
import type { EventWindow } from '../../../../domain/contracts/replies/events';
import { formatDayTime } from '../../../lib/date-format';
import { useEventText } from '../shared/use-event-text';
import styles from './wheel.module.css';

/** The event's window and its rules (from `/wheel/setting`); the spins a day show beside the button. */
export function WheelRules({ setting }: { setting: EventWindow }) {
  const { t } = useTranslation();
  const text = useEventText();
  return (
    <section className={styles.card} aria-labelledby="wheel-rules-title" data-testid="wheel-rules">
      <h2 id="wheel-rules-title" className={styles.cardTitle}>
        {t('wheel.rulesTitle')}
      </h2>
      <p className={styles.window} data-testid="wheel-window">
        {t('wheel.window', { start: formatDayTime(setting.start_at), end: formatDayTime(setting.end_at) })}
      </p>
      <p className={styles.rules}>{text(setting.rules)}</p>
    </section>
  );
}
