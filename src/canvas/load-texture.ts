import { Texture } from 'pixi.js';
import { useEffect, useState } from 'react';

/** Loads an image URL (data URLs included) into a texture it owns; destroyed on change or unmount. */
export function useOwnedTexture(url: string | null): Texture | null {
  const [texture, setTexture] = useState<Texture | null>(null);
  useEffect(() => {
    if (!url) return undefined;
    let owned: Texture | null = null;
    let cancelled = false;
    const image = new Image();
    image.src = url;
    image
      .decode()
      .then(() => {
        if (cancelled) return;
        owned = Texture.from(image);
        setTexture(owned);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      setTexture(null);
      owned?.destroy(true);
    };
  }, [url]);
  return texture;
}
