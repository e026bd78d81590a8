import { useTranslation } from 'react-i18next';
import type { WheelAwardReply } from '../../../../domain/contracts/replies/events';
import { useEventText } from '../shared/use-event-text';

/** What the page's live region says when the wheel stops: the prize and the seed hash it was drawn with. */
export function useWheelAnnouncement(result: WheelAwardReply | null): string {
  const { t } = useTranslation();
  const text = useEventText();
  return result ? t('wheel.announce', { prize: text(result.prize.label), hash: result.fair.server_seed_hash }) : '';
}
