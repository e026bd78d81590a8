import { useEffect, useState } from 'react';
import { useInView } from '../../components/use-in-view';

/**
 * When to start the canvas (pixi.js is the largest chunk of the product, and creating its WebGL
 * context blocks the main thread for seconds on software GL): once all of the stage is on screen or
 * the visitor reaches for the showcase (`engaged`: pointer or focus in it), and the first banner has
 * painted, in an idle moment. Until then the stage shows its still frame (showcase-poster). A
 * fallback timer covers a banner that never answers.
 */
export function useStageLoader(stage: HTMLElement | null, heroSettled: boolean, engaged: boolean): boolean {
  const seen = useInView(stage, { threshold: 1, once: true });
  const [go, setGo] = useState(false);
  const [fallback, setFallback] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setFallback(true), 3000);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (go || !(seen || engaged) || !(heroSettled || fallback)) return undefined;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setGo(true), 50);
      return () => window.clearTimeout(timer);
    }
    const id = window.requestIdleCallback(() => setGo(true), { timeout: 800 });
    return () => window.cancelIdleCallback(id);
  }, [go, seen, engaged, heroSettled, fallback]);

  return go;
}
