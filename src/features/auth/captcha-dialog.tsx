import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { CaptchaSlider } from './captcha-slider';
import { useCaptchaPuzzle } from './use-captcha-puzzle';
import styles from './captcha.module.css';

const CaptchaCanvas = lazy(() => import('../../canvas/scenes/captcha/captcha-canvas'));

export interface CaptchaDialogProps {
  onVerified(key: string): void;
  onCancel(): void;
}

/** Slider captcha of spec point 4: the puzzle on a PixiJS canvas, a DOM handle that drives it. */
export function CaptchaDialog({ onVerified, onCancel }: CaptchaDialogProps) {
  const { t } = useTranslation();
  const { store, puzzle, phase, offset, offsetY, load, release } = useCaptchaPuzzle(onVerified);
  const status =
    phase === 'success' ? t('captcha.success') : phase === 'failed' ? t('captcha.failed') : phase === 'error' ? t('captcha.loadFailed') : '';
  return (
    <Dialog open onOpenChange={(open) => !open && onCancel()} title={t('captcha.title')} width={320}>
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
      <CaptchaSlider store={store} offset={offset} offsetY={offsetY} phase={phase} onRelease={release} />
      <p className={phase === 'failed' || phase === 'error' ? styles.statusBad : styles.statusGood} role="status" aria-live="polite">
        {status}
      </p>
    </Dialog>
  );
}
export default CaptchaDialog;
