import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RedPacketStoreApi } from '../../../canvas/scenes/red-packet/red-packet-store';
import type { RedbagOpenReply } from '../../../../domain/contracts/replies/events';
import { createAnnounceThrottle } from '../shared/announce-throttle';
import { rainNews } from './rain-news';

/** A burst of packets opened is said at most once a second, with the latest count. */
const OPENED_COALESCE_MS = 1000;

export interface RainWords {
  /** For the polite region: the countdown, the count of packets opened, the round's end and what it paid. */
  polite: string;
  /** For the assertive region: only "it is raining now", the one moment the player must act on at once. */
  urgent: string;
}

/**
 * What the rain's live regions say, in the page's language, as the round goes (docs/product.md
 * §10.10). What the round paid is the server's answer, said as soon as it arrives; closing the
 * result empties both regions, so that the next round's same words are heard again.
 */
export function useRainAnnouncer(store: RedPacketStoreApi, reply: RedbagOpenReply | null): RainWords {
  const { t } = useTranslation();
  const [polite, setPolite] = useState('');
  const [urgent, setUrgent] = useState('');

  useEffect(() => {
    const opened = createAnnounceThrottle(OPENED_COALESCE_MS, setPolite);
    const unsubscribe = store.subscribe((state, previous) => {
      const news = rainNews(state, previous);
      if (news === null) return;
      switch (news.kind) {
        case 'countdown':
          return setPolite(t('redRain.say.countdown', { seconds: news.seconds }));
        case 'raining':
          return setUrgent(t('redRain.say.raining', { seconds: news.seconds, max: news.max }));
        case 'caught':
          return opened.push(t('redRain.say.opened', { count: news.count, max: news.max }));
        case 'over':
          opened.cancel();
          setUrgent('');
          return setPolite(news.count > 0 ? t('redRain.say.over', { count: news.count }) : t('redRain.say.overNone'));
        case 'cleared':
          opened.cancel();
          setUrgent('');
          return setPolite('');
      }
    });
    return () => {
      unsubscribe();
      opened.cancel();
    };
  }, [store, t]);

  if (!reply) return { polite, urgent };
  const count = reply.packets.length;
  return { polite: count > 0 ? t('redRain.say.paid', { count, total: reply.total }) : t('redRain.resultNone'), urgent };
}
