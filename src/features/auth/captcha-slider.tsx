import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SLIDER_MAX, type CaptchaPhase } from '../../canvas/scenes/captcha/captcha-machine';
import type { CaptchaStoreApi } from '../../canvas/scenes/captcha/captcha-store';
import styles from './captcha.module.css';

export interface CaptchaSliderProps {
  store: CaptchaStoreApi;
  offset: number;
  offsetY: number;
  phase: CaptchaPhase;
  onRelease(): void;
}

/**
 * The drag handle (0–190 px): dragging moves the piece across, and the pointer's height moves it
 * up or down; left and right arrows move it across, up and down arrows vertically, Enter releases it.
 * Every step is recorded with its time, as the server judges the whole drag.
 */
export function CaptchaSlider({ store, offset, offsetY, phase, onRelease }: CaptchaSliderProps) {
  const { t } = useTranslation();
  const start = useRef<{ x: number; y: number } | null>(null);
  const send = store.getState().send;
  const movable = phase === 'ready' || phase === 'dragging';

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!movable) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    start.current = { x: e.clientX - offset, y: e.clientY - offsetY };
    send({ type: 'grab', at: performance.now() });
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current === null) return;
    send({ type: 'move', offset: e.clientX - start.current.x, offsetY: e.clientY - start.current.y, at: performance.now() });
  };
  const onPointerUp = () => {
    if (start.current === null) return;
    start.current = null;
    onRelease();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowRight: [offset + step, offsetY],
      ArrowLeft: [offset - step, offsetY],
      ArrowDown: [offset, offsetY + step],
      ArrowUp: [offset, offsetY - step],
      Home: [0, offsetY],
      End: [SLIDER_MAX, offsetY],
    };
    const to = moves[e.key];
    if (to && movable) {
      e.preventDefault();
      send({ type: 'move', offset: to[0], offsetY: to[1], at: performance.now() });
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
        aria-valuemin={0}
        aria-valuemax={SLIDER_MAX}
        aria-valuenow={offset}
        aria-valuetext={t('captcha.position', { x: offset, y: offsetY })}
        aria-disabled={!movable}
        data-testid="captcha-handle"
        data-offset-y={offsetY}
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
