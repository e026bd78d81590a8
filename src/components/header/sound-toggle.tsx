import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/app-store';
import styles from './header.module.css';

/**
 * Mutes every sound of the product; the choice is remembered. One fixed name, "Sound", pressed while
 * the sound is on: a screen reader hears the name and the state, never a name that contradicts it.
 */
export function SoundToggle() {
  const { t } = useTranslation();
  const muted = useAppStore((s) => s.muted);
  const toggle = useAppStore((s) => s.toggleMuted);
  return (
    <button type="button" className={styles.sound} onClick={toggle} aria-pressed={!muted} aria-label={t('header.sound')} title={t('header.sound')}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
        <path d="M2 6h2.5L8 3v10L4.5 10H2z" fill="currentColor" />
        {muted ? <path d="M11 6l4 4M15 6l-4 4" /> : <path d="M10.5 5.5a3.5 3.5 0 0 1 0 5M12.5 3.5a6 6 0 0 1 0 9" />}
      </svg>
    </button>
  );
}
