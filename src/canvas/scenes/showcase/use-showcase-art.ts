import { useEffect, useState } from 'react';
import { loadShowcaseArt, type ShowcaseArt } from './showcase-art';
import { artProgress } from './showcase-load-steps';
import type { ShowcaseStoreApi } from './showcase-store';

/**
 * Loads the showcase artwork once per stage, reporting progress to the store (the DOM shows it),
 * and destroys the textures when the stage goes. A retry after an error loads again.
 */
export function useShowcaseArt(store: ShowcaseStoreApi, resolution: number): ShowcaseArt | null {
  const [art, setArt] = useState<ShowcaseArt | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (previous.phase === 'error' && state.phase === 'loading') setAttempt((n) => n + 1);
      }),
    [store],
  );

  useEffect(() => {
    const controller = new AbortController();
    let loaded: ShowcaseArt | null = null;
    const { send } = store.getState();
    // This runs on a made stage: the code and the stage's steps are done.
    send({ type: 'progress', value: artProgress(0) });
    loadShowcaseArt(resolution, (share) => send({ type: 'progress', value: artProgress(share) }), controller.signal)
      .then((result) => {
        if (controller.signal.aborted) {
          result.destroy();
          return;
        }
        loaded = result;
        setArt(result);
        send({ type: 'loaded' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('showcase artwork failed to load', error);
        send({ type: 'failed' });
      });
    return () => {
      controller.abort();
      setArt(null);
      loaded?.destroy();
    };
  }, [store, resolution, attempt]);

  return art;
}
