import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { captchaFailureText } from './captcha-failure-text';
import { CaptchaSlider } from './captcha-slider';
import { useCaptchaPuzzle } from './use-captcha-puzzle';
import styles from './captcha.module.css';

const CaptchaCanvas = lazy(() => import('../../canvas/scenes/captcha/captcha-canvas'));

export interface CaptchaPuzzlePanelProps {
  onVerified(key: string): void;
  /** The player asked for the non-visual path. */
  onPlain(): void;
}

/** The slider puzzle: the picture on a PixiJS canvas, a DOM handle that drives it, and what became of a try. */
export function CaptchaPuzzlePanel({ onVerified, onPlain }: CaptchaPuzzlePanelProps) {
  const { t } = useTranslation();
  const { store, puzzle, phase, offset, failure, awaitingPow, load, release, act } = useCaptchaPuzzle(onVerified);
  const status =
    phase === 'success'
      ? t('captcha.success')
      : phase === 'checking' && awaitingPow
        ? t('captcha.checking')
        : phase === 'error'
          ? t('captcha.loadFailed')
          : '';
  const reason = phase === 'failed' && failure ? captchaFailureText(t, failure) : '';
  return (
    <>
      <div className={styles.puzzle} data-testid="captcha-puzzle" data-phase={phase}>
        {puzzle ? (
          <Suspense fallback={<div className={styles.placeholder}>{t('common.loading')}</div>}>
            <CaptchaCanvas
              store={store}
              image={puzzle.data}
              piece={puzzle.piece}
              pieceY={puzzle.y}
              okText={t('captcha.success')}
              failText={t('captcha.failed')}
              label={t('captcha.imageLabel')}
            />
          </Suspense>
        ) : (
          <div className={styles.placeholder}>{phase === 'error' ? t('captcha.loadFailed') : t('common.loading')}</div>
        )}
        <button type="button" className={styles.refresh} onClick={load} aria-label={t('captcha.refresh')} disabled={phase === 'checking'}>
          ⟳
        </button>
      </div>
      <CaptchaSlider store={store} offset={offset} phase={phase} onRelease={release} onAct={act} />
      {/* One line for both: at most one of them has words at a time. */}
      <div className={styles.messages}>
        <p className={phase === 'error' ? styles.statusBad : styles.statusGood} role="status" aria-live="polite">
          {status}
        </p>
        {/* Always in the page, so that a screen reader hears the reason the moment it is filled in. */}
        <p className={styles.statusBad} role="alert" data-testid="captcha-reason">
          {reason}
        </p>
      </div>
      <button type="button" className={styles.plainLink} onClick={onPlain}>
        {t('captcha.cantSee')}
      </button>
    </>
  );
}
