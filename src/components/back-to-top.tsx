import { useTranslation } from 'react-i18next';
import { useScrolledPast } from './header/use-scrolled-past';
import { prefersReducedMotion } from './use-reduced-motion';
import styles from './back-to-top.module.css';

/** Scrolled this far (about two screens), a long page offers the way back up. */
export const BACK_TO_TOP_PX = 1200;

/**
 * A button at the bottom right, shown once a long page (a 600-game grid) is scrolled two screens down:
 * it scrolls back to the top and puts the focus on the page's heading, so a keyboard user goes on
 * from the top too rather than from a tile far below. `headingId` names that heading.
 */
export function BackToTop({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const shown = useScrolledPast(BACK_TO_TOP_PX);
  if (!shown) return null;
  const up = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    document.getElementById(headingId)?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className={styles.button} onClick={up} data-testid="back-to-top">
      <span aria-hidden="true">↑</span> {t('lobby.backToTop')}
    </button>
  );
}
