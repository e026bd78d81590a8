import { useEffect, type RefObject } from 'react';

/**
 * Publishes the sticky header's height as `--site-header-height` on the root element, which the page's
 * `scroll-padding-top` reads (theme.css): a field focused or scrolled to (a form's first error, a
 * refused amount) then stops below the header instead of under it. The header grows after the first
 * paint (member bar, notice line, fonts), so the value follows it.
 */
export function useHeaderHeightVar(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const follow = () => root.style.setProperty('--site-header-height', `${Math.round(element.offsetHeight)}px`);
    follow();
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(follow);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--site-header-height');
    };
  }, [header]);
}
