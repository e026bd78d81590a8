import { useEffect, useState } from 'react';

/** Header background change of spec point 2: after a scroll of 150 px. */
export const HEADER_SCROLL_PX = 150;

/** True once the window has scrolled past `threshold` pixels. */
export function useScrolledPast(threshold = HEADER_SCROLL_PX): boolean {
  const [past, setPast] = useState(() => window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}
