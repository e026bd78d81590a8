import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import type { WheelAwardReply } from '../../../contracts/events-types';
import { useEventText } from '../shared/use-event-text';
import styles from './wheel.module.css';

/** What the wheel stopped on: the prize and the amount credited, or better luck next time. */
export function WheelResultDialog({ result, onClose, returnFocus }: { result: WheelAwardReply | null; onClose(): void; returnFocus(): HTMLElement | null }) {
  const { t } = useTranslation();
  const text = useEventText();
  const won = result !== null && Number(result.prize.money) > 0;
  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && onClose()} title={t('wheel.resultTitle')} width={400} returnFocus={returnFocus}>
      {result ? (
        <div className={styles.result} data-testid="wheel-result">
          <p className={won ? styles.resultWon : styles.resultNone}>{won ? t('wheel.resultWon', { prize: text(result.prize.label) }) : t('wheel.resultNone')}</p>
          {won ? (
            <p className={styles.resultAmount}>
              <strong data-testid="wheel-result-amount">{result.prize.money}</strong>
              <span>{t('wheel.resultAmount', { amount: result.prize.money })}</span>
            </p>
          ) : null}
          <p className={styles.resultSeed}>
            {t('wheel.resultSeed')} <code>{result.fair.server_seed_hash}</code>
          </p>
          <button type="button" className={styles.resultClose} onClick={onClose}>
            {t('wheel.resultClose')}
          </button>
        </div>
      ) : null}
    </Dialog>
  );
}
