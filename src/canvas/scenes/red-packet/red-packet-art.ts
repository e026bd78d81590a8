import { CanvasSource, Rectangle, Texture } from 'pixi.js';
import atlasUrl from '../../../../assets/red-packet/red-packet-atlas.svg?url';
import atlas from '../../../../assets/red-packet/red-packet-atlas.json';

/** The frames of the rain's sprite sheet (assets/red-packet/red-packet-atlas.json). */
export type FrameName = keyof typeof atlas.frames;

/** The rain's textures: one source, a sub-texture per frame; `destroy` frees them all. */
export interface RedPacketArt {
  frame(name: FrameName): Texture;
  destroy(): void;
}

// The decoded sheet outlives a mount (no second decode when the member comes back); textures do
// not: they belong to the WebGL context of one stage and go with it.
let sheet: Promise<HTMLImageElement> | null = null;
function loadSheet(): Promise<HTMLImageElement> {
  if (!sheet) {
    const image = new Image();
    image.decoding = 'async';
    image.src = atlasUrl;
    sheet = image.decode().then(() => image);
    sheet.catch(() => (sheet = null));
  }
  return sheet;
}

/**
 * Loads the sprite sheet and rasterises it once at the stage resolution (the SVG stays sharp on
 * high-density screens) into ONE texture, with a sub-texture per frame. Rejects with an AbortError
 * when `signal` aborts first.
 */
export async function loadRedPacketArt(resolution: number, signal: AbortSignal): Promise<RedPacketArt> {
  const image = await loadSheet();
  if (signal.aborted) throw new DOMException('red-packet art no longer needed', 'AbortError');
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(atlas.width * resolution);
  canvas.height = Math.ceil(atlas.height * resolution);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context for the red-packet sheet');
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const source = new CanvasSource({ resource: canvas, resolution });
  const textures = new Map<FrameName, Texture>();
  for (const [name, f] of Object.entries(atlas.frames) as [FrameName, { x: number; y: number; w: number; h: number }][]) {
    textures.set(name, new Texture({ source, frame: new Rectangle(f.x, f.y, f.w, f.h) }));
  }
  return {
    frame(name) {
      const texture = textures.get(name);
      if (!texture) throw new Error(`no red-packet frame ${name}`);
      return texture;
    },
    destroy() {
      for (const texture of textures.values()) texture.destroy(false);
      textures.clear();
      source.destroy();
      canvas.width = canvas.height = 0;
    },
  };
}
