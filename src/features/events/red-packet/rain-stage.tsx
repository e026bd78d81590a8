import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { countdownLeft } from '../../../canvas/scenes/red-packet/red-packet-machine';
import type { RedPacketStoreApi } from '../../../canvas/scenes/red-packet/red-packet-store';
import { StageBoundary } from '../../../components/stage-boundary';
import styles from './red-page.module.css';

const importCanvas = () => import('../../../canvas/scenes/red-packet/red-packet-canvas');

/**
 * The rain's box: its size is reserved before pixi loads (no layout shift), the festive backdrop is
 * CSS behind a transparent canvas, and the DOM draws the loading state, the countdown and the
 * hints over it ("press Start" only while a round may start). While it rains the box has the focus
 * (a ring when it came by keyboard): Space or Enter opens the packet nearest the centre. What the
 * countdown shows is said by the page's live regions (rain-announcer.tsx), not by this box.
 * `hostRef` lets the page give the focus back to the box.
 */
export function RainStage({ store, canStart, hostRef }: { store: RedPacketStoreApi; canStart: boolean; hostRef?: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation();
  const phase = useStore(store, (s) => s.phase);
  const stage = useStore(store, (s) => s.stage);
  const countdown = useStore(store, countdownLeft);
  const ownRef = useRef<HTMLDivElement>(null);
  const host = hostRef ?? ownRef;
  // A new lazy component per attempt: React.lazy remembers a failed import for good.
  const [attempt, setAttempt] = useState(() => ({ n: 0, Canvas: lazy(importCanvas) }));
  const [chunkFailed, setChunkFailed] = useState(false);

  useEffect(() => {
    if (phase === 'countdown') host.current?.focus();
  }, [phase, host]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    // The stage is not a page to scroll: Space on it never moves the page, between rounds either.
    event.preventDefault();
    if (store.getState().phase === 'raining' && !event.repeat) store.getState().requestOpen();
  };
  // A fresh canvas (a new stage loads the artwork again), and a fresh import if the chunk failed.
  const retry = () => {
    setChunkFailed(false);
    store.getState().setStage('loading');
    setAttempt((a) => ({ n: a.n + 1, Canvas: lazy(importCanvas) }));
  };
  const failed = chunkFailed || stage === 'error';

  return (
    <div
      ref={host}
      className={styles.stage}
      data-testid="rain-stage"
      data-state={phase}
      data-stage={failed ? 'error' : stage}
      tabIndex={0}
      role="group"
      aria-roledescription={t('redRain.stageRole')}
      aria-label={t('redRain.stageLabel')}
      onKeyDown={onKeyDown}
    >
      <div className={styles.backdrop} aria-hidden="true" />
      {!chunkFailed ? (
        <StageBoundary key={attempt.n} onError={() => setChunkFailed(true)}>
          <Suspense fallback={null}>
            <attempt.Canvas store={store} label={t('redRain.canvasLabel')} />
          </Suspense>
        </StageBoundary>
      ) : null}
      {stage === 'loading' && !failed ? (
        <div className={styles.overlay} role="status" data-testid="rain-loading">
          <span className={styles.spinner} aria-hidden="true" />
          {t('redRain.loading')}
        </div>
      ) : null}
      {failed ? (
        <div className={styles.overlay} role="alert">
          {t('redRain.loadFailed')}
          <button type="button" className={styles.ghost} onClick={retry}>
            {t('error.retry')}
          </button>
        </div>
      ) : null}
      {phase === 'countdown' ? (
        <div className={styles.countdown} data-testid="rain-countdown">
          <span className={styles.countdownLabel}>{t('redRain.getReady')}</span>
          <span key={countdown} className={styles.countdownDigit}>
            {countdown}
          </span>
        </div>
      ) : null}
      {phase === 'ready' && stage === 'ready' && canStart ? <p className={styles.hint}>{t('redRain.readyHint')}</p> : null}
    </div>
  );
}
