import { useEffect, useState, type RefObject } from 'react';

/** Breathing room between the page's last line and a docked bar. */
const GAP = 16;

/**
 * How much room at the bottom of the page the floating bar inside `slot` needs so that, scrolled
 * to the end, nothing lies under it: from the bar's top edge to the bottom of the window, plus a
 * gap; 0 while the slot holds no bar. The bar mounts lazily and can be closed, so the slot is
 * watched rather than read once.
 */
export function useReservedSpace(slot: RefObject<HTMLElement | null>): number {
  const [space, setSpace] = useState(0);
  useEffect(() => {
    const host = slot.current;
    if (!host) return;
    let watched: Element | null = null;
    const measure = () => {
      const bar = host.firstElementChild;
      const next = bar ? Math.max(0, Math.ceil(window.innerHeight - bar.getBoundingClientRect().top) + GAP) : 0;
      setSpace(next);
      // Focus and in-page scrolling stop short of the bar too, not only the end of the page.
      if (next) document.documentElement.style.setProperty('scroll-padding-bottom', `${next}px`);
      else document.documentElement.style.removeProperty('scroll-padding-bottom');
      if (bar !== watched) {
        if (watched) sizes.unobserve(watched);
        if (bar) sizes.observe(bar);
        watched = bar;
      }
    };
    const sizes = new ResizeObserver(measure);
    const children = new MutationObserver(measure);
    children.observe(host, { childList: true });
    window.addEventListener('resize', measure);
    measure();
    return () => {
      document.documentElement.style.removeProperty('scroll-padding-bottom');
      sizes.disconnect();
      children.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [slot]);
  return space;
}
