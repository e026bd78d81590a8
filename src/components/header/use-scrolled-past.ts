import { useEffect, useState } from 'react';

/** Header background change of docs/product.md §2: after a scroll of 150 px. */
export const HEADER_SCROLL_PX = 150;

/** True once the window has scrolled past `threshold` pixels (false where there is no window: the build's static header). */
export function useScrolledPast(threshold = HEADER_SCROLL_PX): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}
