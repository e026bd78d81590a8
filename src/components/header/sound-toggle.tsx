import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/app-store';
import styles from './header.module.css';

/** Mutes every sound of the product; the choice is remembered. */
export function SoundToggle() {
  const { t } = useTranslation();
  const muted = useAppStore((s) => s.muted);
  const toggle = useAppStore((s) => s.toggleMuted);
  return (
    <button type="button" className={styles.sound} onClick={toggle} aria-pressed={muted} aria-label={muted ? t('header.unmute') : t('header.mute')} title={muted ? t('header.unmute') : t('header.mute')}>
      {muted ? '🔇' : '🔊'}
    </button>
  );
}
