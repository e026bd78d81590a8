import { Texture } from 'pixi.js';
import { useEffect, useState } from 'react';

/** Decodes an image; falls back to its load event where `decode()` refuses (it may, for a valid image). */
function decoded(image: HTMLImageElement): Promise<void> {
  return image.decode().catch(
    () =>
      new Promise<void>((resolve, reject) => {
        if (image.complete && image.naturalWidth > 0) resolve();
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => reject(new Error('image failed to load')), { once: true });
      }),
  );
}

/**
 * Loads an image URL (data URLs included) into a texture it owns.
 *
 * A new URL keeps the current texture on screen until the next one is decoded, then swaps. The
 * replaced texture is destroyed in the cleanup of the effect keyed on it, which React runs only
 * after the commit that handed the sprite its successor (or removed the sprite). Destroying it
 * any earlier (in the URL effect's cleanup, as this hook once did) left a frame in which a sprite
 * still drew a destroyed texture: Pixi threw on its null style and its ticker stopped for good,
 * and the captcha puzzle went blank after a failed drag.
 */
export function useOwnedTexture(url: string | null): Texture | null {
  const [texture, setTexture] = useState<Texture | null>(null);

  useEffect(() => {
    if (!url) return undefined;
    let cancelled = false;
    const image = new Image();
    image.src = url;
    decoded(image)
      .then(() => {
        if (!cancelled) setTexture(Texture.from(image));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [url]);

  useEffect(() => {
    if (!texture) return undefined;
    return () => texture.destroy(true);
  }, [texture]);

  // With no URL nothing is drawn; a texture still held is destroyed on the next swap or on unmount.
  return url ? texture : null;
}
