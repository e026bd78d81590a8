import { useCallback } from 'react';
import type { EventText } from '../../../../domain/contracts/replies/events';
import { useAppStore } from '../../../store/app-store';

/** Picks an event's text (sent in all three languages) in the interface language. */
export function useEventText(): (text: EventText) => string {
  const lang = useAppStore((s) => s.lang);
  // The event calls use zh_cn, so a text missing in this language falls back to it rather than showing nothing.
  return useCallback((text: EventText) => text[lang] || text.zh_cn, [lang]);
}
