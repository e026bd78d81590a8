import { useTranslation } from 'react-i18next';
import type { WheelAwardReply } from '../../../../domain/contracts/replies/events';
import { useEventText } from '../shared/use-event-text';

/**
 * What the page's polite live region says (docs/product.md §10.10): that the wheel is spinning from
 * the press on (under reduced motion too, while the server draws), then the prize it stopped on. The
 * seed's hash is not read out (64 hex digits); the result dialog shows it. Empty between spins, so the
 * next spin's same words are heard again.
 */
export function useWheelAnnouncement(spinning: boolean, result: WheelAwardReply | null): string {
  const { t } = useTranslation();
  const text = useEventText();
  if (result) return t('wheel.announce', { prize: text(result.prize.label) });
  return spinning ? t('wheel.announceSpinning') : '';
}
