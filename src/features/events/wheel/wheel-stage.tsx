import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { segmentAt, STAGE_HEIGHT, STAGE_WIDTH } from '../../../canvas/scenes/wheel/wheel-layout';
import type { WheelPhase } from '../../../canvas/scenes/wheel/wheel-machine';
import type { WheelStoreApi } from '../../../canvas/scenes/wheel/wheel-store';
import { StageBoundary } from '../../../components/stage-boundary';
import styles from './wheel.module.css';

// pixi.js stays out of the entry and the page chunk: the canvas comes in its own chunk.
const importCanvas = () => import('../../../canvas/scenes/wheel/wheel-canvas');

/** What the stage tells tests and assistive tech: the request counts as the spin. */
const stateOf: Record<WheelPhase, 'idle' | 'spinning' | 'result'> = { idle: 'idle', requesting: 'spinning', spinning: 'spinning', result: 'result' };

/**
 * The wheel's canvas in a box of its final size (no layout shift), with a loading state until the
 * canvas has painted and a retry when its code fails to load. `data-prize-index` is the segment
 * the stopped wheel shows, computed from its rotation, for the end-to-end test.
 */
export function WheelStage({ store }: { store: WheelStoreApi }) {
  const { t } = useTranslation();
  const { phase, drawn, count, rotation } = useStore(
    store,
    useShallow((s) => ({ phase: s.phase, drawn: s.drawn, count: s.segments.length, rotation: s.rotation })),
  );
  // A new lazy component per attempt: React.lazy remembers a failed import for good.
  const [attempt, setAttempt] = useState(() => ({ n: 0, Canvas: lazy(importCanvas) }));
  const [failed, setFailed] = useState(false);
  const retry = () => {
    setFailed(false);
    setAttempt((a) => ({ n: a.n + 1, Canvas: lazy(importCanvas) }));
  };
  const shown = phase === 'result' && count > 0 ? segmentAt(rotation, count) : undefined;

  return (
    <div
      className={styles.stage}
      style={{ width: STAGE_WIDTH, height: STAGE_HEIGHT }}
      data-testid="wheel-stage"
      data-state={stateOf[phase]}
      data-prize-index={shown}
    >
      <div className={styles.glow} aria-hidden="true" />
      {count > 0 && !failed ? (
        <StageBoundary key={attempt.n} onError={() => setFailed(true)}>
          <Suspense fallback={null}>
            <attempt.Canvas store={store} label={t('wheel.canvasLabel', { count })} />
          </Suspense>
        </StageBoundary>
      ) : null}
      {!drawn && !failed ? (
        <div className={styles.stageNote} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('wheel.loading')}
        </div>
      ) : null}
      {failed ? (
        <div className={styles.stageNote} role="alert">
          {t('wheel.loadFailed')}
          <button type="button" className={styles.retry} onClick={retry}>
            {t('error.retry')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
