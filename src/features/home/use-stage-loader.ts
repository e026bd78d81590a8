import { useEffect, useState } from 'react';
import { useInView } from '../../components/use-in-view';

/**
 * When to fetch the canvas code (pixi.js is the largest chunk of the product): once the stage is
 * near the viewport and the first banner has painted, in an idle moment, so that it never delays
 * the page's largest paint. A fallback timer covers a banner that never answers.
 */
export function useStageLoader(stage: HTMLElement | null, heroSettled: boolean): boolean {
  const near = useInView(stage, { rootMargin: '300px 0px', once: true });
  const [go, setGo] = useState(false);
  const [fallback, setFallback] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setFallback(true), 3000);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (go || !near || !(heroSettled || fallback)) return undefined;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setGo(true), 50);
      return () => window.clearTimeout(timer);
    }
    const id = window.requestIdleCallback(() => setGo(true), { timeout: 800 });
    return () => window.cancelIdleCallback(id);
  }, [go, near, heroSettled, fallback]);

  return go;
}
