import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { captchaFailureText } from './captcha-failure-text';
import { useCaptchaPlain } from './use-captcha-plain';
import styles from './captcha.module.css';

export interface CaptchaPlainPanelProps {
  onVerified(key: string): void;
  /** Back to the slider puzzle. */
  onBack(): void;
}

/**
 * The non-visual path: says what happens, announces the progress and the outcome in a live region,
 * and works with the keyboard alone (README.md, the "Captcha:" paragraph).
 */
export function CaptchaPlainPanel({ onVerified, onBack }: CaptchaPlainPanelProps) {
  const { t } = useTranslation();
  const { phase, problem, retry } = useCaptchaPlain(onVerified);
  const intro = useRef<HTMLParagraphElement>(null);
  // The button that brought the player here is gone: keep focus in the dialog, on what is new.
  useEffect(() => intro.current?.focus(), []);
  // A 429 brings its own sentence with the wait; a failed check the lobby's reason.
  const problemText = problem ? (problem.code || problem.message ? captchaFailureText(t, problem) : t('captcha.plain.failed')) : '';
  const status = phase === 'working' ? t('captcha.plain.progress') : phase === 'success' ? t('captcha.success') : '';
  return (
    <div className={styles.plain} data-testid="captcha-plain" data-phase={phase}>
      <p ref={intro} tabIndex={-1} className={styles.plainIntro}>
        {t('captcha.plain.intro')}
      </p>
      <p className={styles.statusGood} role="status" aria-live="polite">
        {status}
      </p>
      <p className={styles.statusBad} role="alert">
        {problemText}
      </p>
      <div className={styles.plainActions}>
        {phase === 'failed' ? (
          <button type="button" className={styles.plainButton} onClick={retry}>
            {t('captcha.plain.retry')}
          </button>
        ) : null}
        <button type="button" className={styles.plainLink} onClick={onBack} disabled={phase === 'success'}>
          {t('captcha.plain.back')}
        </button>
      </div>
    </div>
  );
}
