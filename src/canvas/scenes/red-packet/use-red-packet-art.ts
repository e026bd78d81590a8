import { useEffect, useState } from 'react';
import { loadRedPacketArt, type RedPacketArt } from './red-packet-art';
import type { RedPacketStoreApi } from './red-packet-store';

/**
 * Loads the rain's sprite sheet once per stage (once the stage knows its resolution), tells the store when it is ready (the page shows a
 * loading state until then) and destroys its textures when the stage goes; a late load after
 * unmount is destroyed at once.
 */
export function useRedPacketArt(store: RedPacketStoreApi, resolution: number | null): RedPacketArt | null {
  const [art, setArt] = useState<RedPacketArt | null>(null);

  useEffect(() => {
    if (resolution === null) return undefined;
    const controller = new AbortController();
    let loaded: RedPacketArt | null = null;
    const { setStage } = store.getState();
    setStage('loading');
    loadRedPacketArt(resolution, controller.signal)
      .then((result) => {
        if (controller.signal.aborted) {
          result.destroy();
          return;
        }
        loaded = result;
        setArt(result);
        setStage('ready');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('red-packet artwork failed to load', error);
        setStage('error');
      });
    return () => {
      controller.abort();
      setArt(null);
      loaded?.destroy();
    };
  }, [store, resolution]);

  return art;
}
