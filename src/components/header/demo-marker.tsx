import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/app-store';
import styles from './demo-marker.module.css';

/**
 * A small "Demo" tag beside the logo while the server runs any stand-in (a demo payment page that
 * credits whatever is ordered, SMS codes that are never sent): nobody should take this lobby for a
 * real one. The tag is a button: it describes itself with the reason, part by part (a screen reader
 * hears it on focus), and pressing it, or hovering it, shows the reason beside it; Escape or moving
 * on hides it again.
 */
export function DemoMarker() {
  const { t, i18n } = useTranslation();
  const standIns = useAppStore((s) => s.standIns);
  const [open, setOpen] = useState(false);
  const [hover, setHover] = useState(false);
  const explanationId = useId();
  // Its texts are not the first screen's (a real deployment never shows it): every page loads the
  // rest (the footer, a lazy page), and useTranslation draws the tag again when they land.
  if (standIns.length === 0 || !i18n.exists('demo.tag')) return null;
  const explanation = [t('demo.explain'), ...standIns.map((s) => t(`demo.parts.${s}`))].join(' ');
  const shown = open || hover;
  return (
    <span className={styles.wrap} data-testid="demo-marker" onMouseEnter={() => setHover(true)} onMouseLeave={() => setHover(false)}>
      <button
        type="button"
        className={styles.marker}
        aria-expanded={shown}
        aria-describedby={explanationId}
        onClick={() => setOpen((was) => !was)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        {t('demo.tag')}
      </button>
      <span id={explanationId} role="note" className={shown ? styles.popover : 'visually-hidden'} data-testid="demo-explanation">
        {explanation}
      </span>
    </span>
  );
}
