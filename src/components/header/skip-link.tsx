import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './header.module.css';

/** The id of what follows the header in a layout with the header: the link's target. */
export const pageContentId = 'page-content';

/**
 * "Skip to content", the header's first stop for the keyboard (hidden until focused): it saves a
 * keyboard user the twenty-odd stops of the header on every page. It lands on what follows the
 * header, the page's own content (the first element of the layout's `pageContentId` wrapper). The
 * address is a hash route, so the link moves the focus itself instead of changing the address.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const content = document.getElementById(pageContentId)?.firstElementChild;
    if (!(content instanceof HTMLElement)) return;
    // Focusable by script only, so it is no extra stop for the keyboard.
    if (!content.hasAttribute('tabindex')) content.tabIndex = -1;
    content.focus({ preventScroll: true });
    // The content starts right under the header, so the top of the page shows all of its start.
    window.scrollTo({ top: 0 });
  };
  return (
    <a href={`#${pageContentId}`} className={styles.skipLink} onClick={skip} data-testid="skip-link">
      {t('header.skipToContent')}
    </a>
  );
}
