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
}

/** The drag handle (0–190 px); arrow keys move it, Enter releases it. */
export function CaptchaSlider({ store, offset, phase, onRelease }: CaptchaSliderProps) {
  const { t } = useTranslation();
  const startX = useRef<number | null>(null);
  const send = store.getState().send;
  const movable = phase === 'ready' || phase === 'dragging';

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!movable) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    startX.current = e.clientX - offset;
    send({ type: 'grab' });
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (startX.current === null) return;
    send({ type: 'move', offset: e.clientX - startX.current });
  };
  const onPointerUp = () => {
    if (startX.current === null) return;
    startX.current = null;
    onRelease();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.shiftKey ? 10 : 1;
    const moves: Record<string, number> = { ArrowRight: offset + step, ArrowLeft: offset - step, Home: 0, End: SLIDER_MAX };
    if (e.key in moves && movable) {
      e.preventDefault();
      send({ type: 'move', offset: moves[e.key]! });
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
