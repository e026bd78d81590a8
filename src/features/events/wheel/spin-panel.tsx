import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useClickGuard } from '../../../components/use-click-guard';
import { StopClosedNote } from '../../responsible-play/stop-closed-note';
import { usePlayStop } from '../../responsible-play/use-play-stop';
import { LoginLink } from '../shared/login-link';
import { useSpinShortcut } from './use-spin-shortcut';
import type { WheelBlock } from './wheel-availability';
import styles from './wheel.module.css';

export interface SpinPanelProps {
  member: boolean;
  /** Spins left today; null while unknown (a visitor, or still loading). */
  chances: number | null;
  /** Spins a day (the one place the page states it); null while the setting loads. */
  daily: number | null;
  block: WheelBlock | null;
  /** A spin is under way (the button says so). */
  busy: boolean;
  /** Not ready to spin yet: the segments or the member's name are still loading. */
  waiting: boolean;
  onSpin(): void;
}

/**
 * The spin button (a real button: Space and Enter press it, and anywhere on the page while nothing
 * else interactive has the focus, through the same 500 ms guard) with the member's spins left and,
 * when the wheel cannot spin, why. A visitor may press it and is asked to log in.
 */
export const SpinPanel = forwardRef<HTMLButtonElement, SpinPanelProps>(function SpinPanel({ member, chances, daily, block, busy, waiting, onSpin }, ref) {
  const { t } = useTranslation();
  const spin = useClickGuard(onSpin);
  // A stopped member draws nothing (the server refuses too); the reason stands under the button.
  const stop = usePlayStop();
  const disabled = busy || waiting || block !== null || stop !== null;
  // While the wheel turns Space still must not scroll it away; it spins nothing until the wheel stops.
  useSpinShortcut(busy || !disabled, () => {
    if (!disabled) spin();
  });
  return (
    <div className={styles.spinPanel}>
      <button
        ref={ref}
        type="button"
        className={styles.spin}
        onClick={() => spin()}
        disabled={disabled}
        aria-describedby="wheel-spin-hint"
        data-testid="wheel-spin"
      >
        {busy ? t('wheel.spinning') : t('wheel.spin')}
      </button>
      <p id="wheel-spin-hint" className={styles.hint}>
        {t('wheel.spinHint')}
      </p>
      {member ? (
        <p className={styles.chances}>
          {t('wheel.chancesLeft')} <strong data-testid="wheel-chances">{chances ?? '–'}</strong>
          {daily !== null ? <span className={styles.daily}> / {daily}</span> : null}
        </p>
      ) : (
        <p className={styles.chances}>
          {t('wheel.loginToSpin')}
          {daily !== null ? <span className={styles.daily}> {t('wheel.daily', { count: daily })}</span> : null}
          <LoginLink />
        </p>
      )}
      {stop ? <StopClosedNote stop={stop} className={styles.blocked} /> : null}
      {block ? (
        <p className={styles.blocked} role="status" data-testid="wheel-blocked">
          {t(`wheel.unavailable.${block}`)}
        </p>
      ) : null}
    </div>
  );
});
