import { useTranslation } from 'react-i18next';
import { operatorDayTime } from '../../../domain/time/operator-time';
import type { PlayStop } from './use-play-stop';

/** The text saying why an action is closed during a stop and until when (GMT+8). */
export function useStopClosedText(): (stop: PlayStop) => string {
  const { t } = useTranslation();
  return (stop) =>
    t('responsible.stopClosed', { stop: t(stop.stop === 'timed_out' ? 'responsible.stopTimeOut' : 'responsible.stopExcluded'), until: operatorDayTime(stop.until) });
}

/** Shown where a closed action (deposit, transfer in, collect, apply) would be: why, and until when. */
export function StopClosedNote({ stop, className }: { stop: PlayStop; className?: string }) {
  const text = useStopClosedText();
  return (
    <p className={className} role="note" data-testid="stop-closed">
      {text(stop)}
    </p>
  );
}
