import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import type { EventPrize, RedbagOpenReply } from '../../../contracts/events-types';
import { useEventText } from '../shared/use-event-text';
import styles from './red-page.module.css';

/** What a round paid: each packet's prize and amount, and the total credited to the main wallet. */
export function RainResultDialog({ reply, prizes, onClose }: { reply: RedbagOpenReply | null; prizes: EventPrize[]; onClose(): void }) {
  const { t } = useTranslation();
  const text = useEventText();
  return (
    <Dialog open={reply !== null} onOpenChange={(open) => !open && onClose()} title={t('redRain.resultTitle')} width={400}>
      {reply ? (
        <div className={styles.result} data-testid="rain-result">
          {reply.packets.length === 0 ? (
            <p>{t('redRain.resultNone')}</p>
          ) : (
            <ol className={styles.packets}>
              {reply.packets.map((packet, i) => {
                const prize = prizes[packet.prize_index];
                // A prize named by its amount ("0.18") is not said twice.
                const label = prize ? text(prize.label) : '';
                return (
                  <li key={packet.fair.nonce} data-testid="rain-result-packet">
                    <span>{t('redRain.resultPacket', { n: i + 1 })}</span>
                    <span className={styles.prizeLabel}>{label === packet.money ? '' : label}</span>
                    <strong>{packet.money}</strong>
                  </li>
                );
              })}
            </ol>
          )}
          <p className={styles.total}>
            {t('redRain.resultTotal')} <strong data-testid="rain-result-total">{reply.total}</strong>
          </p>
          {reply.packets.length > 0 ? <p className={styles.credited}>{t('redRain.resultCredited')}</p> : null}
          <button type="button" className={styles.start} onClick={onClose}>
            {t('redRain.resultClose')}
          </button>
        </div>
      ) : null}
    </Dialog>
  );
}
