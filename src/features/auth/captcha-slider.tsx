import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SLIDER_MAX, type CaptchaPhase } from '../../canvas/scenes/captcha/captcha-machine';
import type { CaptchaStoreApi } from '../../canvas/scenes/captcha/captcha-store';
import styles from './captcha.module.css';

export interface CaptchaSliderProps {
  store: CaptchaStoreApi;
  offset: number;
  phase: CaptchaPhase;
  onRelease(): void;
  /** The player pressed the handle while a failure's message is shown: go on to the next puzzle now. */
  onAct(): void;
}

/**
 * The drag handle (0–190 px): it moves the piece across only, at the gap's height (README.md, the "Captcha:" paragraph).
 * Left and right arrows move it too, Enter releases it. Every step is recorded with its time, and a
 * pointer's vertical drift with it (not shown: the server judges the whole drag as a hand's).
 */
export function CaptchaSlider({ store, offset, phase, onRelease, onAct }: CaptchaSliderProps) {
  const { t } = useTranslation();
  const start = useRef<{ x: number; y: number } | null>(null);
  const send = store.getState().send;
  const movable = phase === 'ready' || phase === 'dragging';

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (phase === 'failed') onAct();
    if (!movable) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    start.current = { x: e.clientX - offset, y: e.clientY };
    send({ type: 'grab', at: performance.now() });
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    send({ type: 'move', offset: e.clientX - start.current.x, drift: e.clientY - start.current.y, at: performance.now() });
  };
  const onPointerUp = () => {
    if (start.current === null) return;
    start.current = null;
    onRelease();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (phase === 'failed') onAct();
    const step = e.shiftKey ? 10 : 1;
    const moves: Record<string, number> = { ArrowRight: offset + step, ArrowLeft: offset - step, Home: 0, End: SLIDER_MAX };
    const to = moves[e.key];
    if (to !== undefined && movable) {
      e.preventDefault();
      send({ type: 'move', offset: to, at: performance.now() });
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onRelease();
    }
  };

  return (
    <div className={styles.track} data-phase={phase}>
      <div className={styles.fill} style={{ width: offset + 24 }} />
      <span className={styles.trackHint} aria-hidden="true">
        {offset === 0 ? t('captcha.hint') : ''}
      </span>
      <div
        className={styles.handle}
        style={{ transform: `translateX(${offset}px)` }}
        role="slider"
        tabIndex={0}
        aria-label={t('captcha.slider')}
        aria-orientation="horizontal"
        aria-valuemin={0}
        aria-valuemax={SLIDER_MAX}
        aria-valuenow={offset}
        aria-valuetext={t('captcha.position', { x: offset })}
        aria-disabled={!movable}
        data-testid="captcha-handle"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
      >
        →
      </div>
    </div>
  );
}
