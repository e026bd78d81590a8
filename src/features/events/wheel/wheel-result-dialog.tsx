import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import type { WheelAwardReply } from '../../../../domain/contracts/replies/events';
import { useEventText } from '../shared/use-event-text';
import styles from './wheel.module.css';

/**
 * What the wheel stopped on, with the amount said once: the prize as it is named (the big line),
 * then where it went; the amount joins that sentence only when the name does not already say it.
 */
export function WheelResultDialog({ result, onClose, returnFocus }: { result: WheelAwardReply | null; onClose(): void; returnFocus(): HTMLElement | null }) {
  const { t } = useTranslation();
  const text = useEventText();
  const won = result !== null && Number(result.prize.money) > 0;
  const label = result ? text(result.prize.label) : '';
  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && onClose()} title={t('wheel.resultTitle')} width={400} returnFocus={returnFocus}>
      {result ? (
        <div className={styles.result} data-testid="wheel-result">
          {won ? (
            <>
              <p className={styles.resultWon}>{t('wheel.resultWon')}</p>
              <strong className={styles.resultPrize} data-testid="wheel-result-amount">
                {label}
              </strong>
              <p className={styles.resultAmount}>
                {label.includes(result.prize.money) ? t('wheel.resultCredited') : t('wheel.resultAmount', { amount: result.prize.money })}
              </p>
            </>
          ) : (
            <p className={styles.resultNone}>{t('wheel.resultNone')}</p>
          )}
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
