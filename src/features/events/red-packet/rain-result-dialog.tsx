import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import type { EventPrize, RedbagOpenReply } from '../../../../domain/contracts/replies/events';
import { useEventText } from '../shared/use-event-text';
import styles from './red-page.module.css';

/**
 * What a round paid, each amount said once: the packets (a prize's name only where it does not
 * already say the amount) when there are several, then the total and where it went in one sentence.
 * It opens while the player may still be pressing Space for packets: the focus is on the dialog, not
 * on a button, so that press cannot close it before it is read.
 */
export function RainResultDialog({ reply, prizes, onClose, returnFocus }: { reply: RedbagOpenReply | null; prizes: EventPrize[]; onClose(): void; returnFocus?: () => HTMLElement | null }) {
  const { t } = useTranslation();
  const text = useEventText();
  const opened = reply?.packets.length ?? 0;
  return (
    <Dialog open={reply !== null} onOpenChange={(open) => !open && onClose()} title={t('redRain.resultTitle')} width={400} initialFocus="content" returnFocus={returnFocus}>
      {reply ? (
        <div className={styles.result} data-testid="rain-result">
          {opened === 0 ? <p>{t('redRain.resultNone')}</p> : null}
          {opened > 1 ? (
            <ol className={styles.packets}>
              {reply.packets.map((packet, i) => {
                const prize = prizes[packet.prize_index];
                const label = prize ? text(prize.label) : '';
                return (
                  <li key={packet.fair.nonce} data-testid="rain-result-packet">
                    <span>{t('redRain.resultPacket', { n: i + 1 })}</span>
                    <span className={styles.prizeLabel}>{label.includes(packet.money) ? '' : label}</span>
                    <strong>{packet.money}</strong>
                  </li>
                );
              })}
            </ol>
          ) : null}
          {opened > 0 ? (
            <p className={styles.total}>
              <span>{t(opened > 1 ? 'redRain.resultTotal' : 'redRain.resultOne')}</span>
              <strong data-testid="rain-result-total">{reply.total}</strong>
            </p>
          ) : null}
          {opened > 0 ? <p className={styles.credited}>{t('redRain.resultCredited')}</p> : null}
          <button type="button" className={styles.start} onClick={onClose}>
            {t('redRain.resultClose')}
          </button>
        </div>
      ) : null}
    </Dialog>
  );
}
