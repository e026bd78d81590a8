import { useEffect, useState } from 'react';

export interface InViewOptions {
  /** A margin around the viewport; a new value starts a new observer. */
  rootMargin?: string;
  /** Share of the element that must be inside (1: all of it). */
  threshold?: number;
  /** With `once`, it stays true after the first time and stops observing. */
  once?: boolean;
  /** The answer until the first observation, and for good where IntersectionObserver is missing. */
  initial?: boolean;
}

/** Whether `element` is within `rootMargin` of the viewport, at least `threshold` of it. */
export function useInView(element: Element | null, { rootMargin = '0px', threshold = 0, once = false, initial = false }: InViewOptions = {}): boolean {
  const [inView, setInView] = useState(initial);
  const done = once && inView;
  useEffect(() => {
    if (!element || done || typeof IntersectionObserver !== 'function') return undefined;
    // At threshold 1 a box flush with the edge reports 0.999…: a hair of tolerance.
    const least = Math.max(0, threshold - 0.01);
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting) && (entry?.intersectionRatio ?? 0) >= least), { rootMargin, threshold: [least] });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, rootMargin, threshold, done]);
  return inView;
}
