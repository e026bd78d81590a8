import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { densityCounts, type Density } from '../../../../domain/red-packet-round/rain';
import { isRoundLive, secondsLeft } from '../../../canvas/scenes/red-packet/red-packet-machine';
import type { RedPacketStoreApi } from '../../../canvas/scenes/red-packet/red-packet-store';
import { StopClosedNote } from '../../responsible-play/stop-closed-note';
import { usePlayStop } from '../../responsible-play/use-play-stop';
import type { RainAvailability } from './rain-availability';
import styles from './red-page.module.css';
import type { useRainRound } from './use-rain-round';

const densities = Object.keys(densityCounts) as Density[];

interface RainControlsProps {
  store: RedPacketStoreApi;
  round: ReturnType<typeof useRainRound>;
  /** Null while the event is still loading. */
  availability: RainAvailability | null;
  /** Rounds left today; null for a visitor. */
  roundsLeft: number | null;
  /** Rounds a day (the one place the page states it); null while the event loads. */
  daily: number | null;
}

/** The live counter (opened / max, seconds left, rounds left / a day), the round's buttons, the rain's density and why a round cannot start. */
export function RainControls({ store, round, availability, roundsLeft, daily }: RainControlsProps) {
  const { t } = useTranslation();
  const phase = useStore(store, (s) => s.phase);
  const opened = useStore(store, (s) => s.opened);
  const maxOpen = useStore(store, (s) => s.maxOpen);
  const seconds = useStore(store, secondsLeft);
  const density = useStore(store, (s) => s.density);
  const reduced = useStore(store, (s) => s.reducedMotion);
  // A stopped member starts no round (the server refuses too); the reason stands under the buttons.
  const stop = usePlayStop();
  const canStart = phase === 'ready' && availability === 'open' && maxOpen > 0 && !round.starting && stop === null;

  return (
    <div className={styles.controls}>
      <dl className={styles.counter} data-testid="rain-counter">
        <div>
          <dt>{t('redRain.opened')}</dt>
          {/* Not live: the page's polite region says the count, a burst coalesced (rain-announcer.tsx). */}
          <dd data-testid="rain-opened">
            {opened} / {maxOpen}
          </dd>
        </div>
        <div>
          <dt>{t('redRain.secondsLeft')}</dt>
          <dd data-testid="rain-seconds">{seconds}</dd>
        </div>
        <div>
          <dt>{t('redRain.roundsLeft')}</dt>
          <dd>
            <span data-testid="rain-rounds">{roundsLeft ?? '–'}</span>
            {daily !== null ? <span className={styles.daily}> / {daily}</span> : null}
          </dd>
        </div>
      </dl>
      <div className={styles.buttons}>
        {phase === 'ready' || isRoundLive(phase) ? (
          <button type="button" className={styles.start} onClick={round.start} disabled={!canStart} data-testid="rain-start">
            {t('redRain.start')}
          </button>
        ) : null}
        {phase === 'raining' ? (
          <button type="button" className={styles.ghost} onClick={round.collect} data-testid="rain-collect">
            {t('redRain.collect')}
          </button>
        ) : null}
        {phase === 'submitting' ? (
          <p className={styles.busy} role="status">
            {t('redRain.collecting')}
          </p>
        ) : null}
        {phase === 'failed' ? (
          <>
            <p className={styles.failed} role="alert">
              {t('redRain.failedNote')}
            </p>
            <button type="button" className={styles.start} onClick={round.retry} disabled={round.claiming}>
              {t('redRain.retry')}
            </button>
            <button type="button" className={styles.ghost} onClick={round.finish}>
              {t('redRain.giveUp')}
            </button>
          </>
        ) : null}
      </div>
      {stop && phase === 'ready' ? <StopClosedNote stop={stop} className={styles.notice} /> : null}
      {availability && availability !== 'open' && phase === 'ready' ? (
        <p className={styles.notice} role="status" data-testid="rain-notice">
          {t(`redRain.unavailable.${availability}`)}
        </p>
      ) : null}
      <fieldset className={styles.density} disabled={phase !== 'ready'}>
        <legend>{t('redRain.density')}</legend>
        {densities.map((d) => (
          <label key={d} className={d === density ? styles.densityOn : undefined}>
            <input type="radio" name="rain-density" value={d} checked={d === density} onChange={() => store.getState().setDensity(d)} />
            {t(`redRain.densities.${d}`)}
          </label>
        ))}
        {reduced ? <p className={styles.reducedNote}>{t('redRain.reducedNote')}</p> : null}
      </fieldset>
    </div>
  );
}
