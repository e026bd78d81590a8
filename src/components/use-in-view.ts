import { useEffect, useState } from 'react';

/**
 * Whether `element` is within `rootMargin` of the viewport. With `once`, it stays true after the
 * first time and stops observing.
 */
export function useInView(element: Element | null, { rootMargin = '0px', once = false, initial = false } = {}): boolean {
  const [inView, setInView] = useState(initial);
  const done = once && inView;
  useEffect(() => {
    if (!element || done) return undefined;
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)), { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, rootMargin, done]);
  return inView;
}
