import { CanvasSource, Rectangle, Texture } from 'pixi.js';
import { showcaseArtUrl } from './showcase-art-urls';
import { packAtlas, piecesOf, pieceSizes, type PieceName } from './showcase-layout';
import { showcaseTabs, type ShowcaseTab } from './showcase-machine';

// Decoded images outlive a mount, so coming back to the home page does not decode them again.
// Textures do not: they belong to the WebGL context of one stage and go with it.
const images = new Map<string, Promise<HTMLImageElement>>();
function loadImage(url: string): Promise<HTMLImageElement> {
  let pending = images.get(url);
  if (!pending) {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    pending = image.decode().then(() => image);
    pending.catch(() => images.delete(url));
    images.set(url, pending);
  }
  return pending;
}

/** The textures of every tab; `destroy` frees them and their atlases. */
export interface ShowcaseArt {
  texture(tab: ShowcaseTab, piece: PieceName): Texture;
  /**
   * Draws the tab's atlas if it is not drawn yet. Until then its textures are blank: a scene calls
   * this before showing the tab, and for the other tabs in its GPU queue (gpu-queue.ts), so the
   * stage's first frame rasters one atlas, not five.
   */
  ensure(tab: ShowcaseTab): void;
  destroy(): void;
}

/**
 * Loads every piece of artwork, reporting progress from 0 to 1, and lays each tab's pieces out in
 * one atlas texture at the stage resolution (SVG stays sharp on high-density screens), drawn when
 * first needed (`ensure`). Rejects with an AbortError when `signal` aborts first.
 */
export async function loadShowcaseArt(resolution: number, onProgress: (share: number) => void, signal: AbortSignal): Promise<ShowcaseArt> {
  const pieces = [...new Set(showcaseTabs.flatMap(piecesOf))];
  let done = 0;
  const decoded = new Map<PieceName, HTMLImageElement>();
  await Promise.all(
    pieces.map(async (piece) => {
      decoded.set(piece, await loadImage(showcaseArtUrl(piece)));
      done += 1;
      if (!signal.aborted) onProgress(done / pieces.length);
    }),
  );
  if (signal.aborted) throw new DOMException('showcase art no longer needed', 'AbortError');

  const atlases = new Map<ShowcaseTab, { source: CanvasSource; draw: (() => void) | null }>();
  const textures = new Map<string, Texture>();
  for (const tab of showcaseTabs) {
    const atlas = packAtlas(piecesOf(tab));
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(atlas.width * resolution);
    canvas.height = Math.ceil(atlas.height * resolution);
    const source = new CanvasSource({ resource: canvas, resolution });
    const draw = () => {
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context for the showcase atlas');
      for (const item of atlas.items) {
        context.drawImage(decoded.get(item.piece)!, item.x * resolution, item.y * resolution, item.width * resolution, item.height * resolution);
      }
      source.update();
    };
    atlases.set(tab, { source, draw });
    for (const item of atlas.items) {
      textures.set(`${tab}/${item.piece}`, new Texture({ source, frame: new Rectangle(item.x, item.y, item.width, item.height) }));
    }
  }
  return {
    texture(tab, piece) {
      const texture = textures.get(`${tab}/${piece}`);
      if (!texture) throw new Error(`no texture ${tab}/${piece} (${pieceSizes[piece].join('x')})`);
      return texture;
    },
    ensure(tab) {
      const atlas = atlases.get(tab);
      if (!atlas?.draw || atlas.source.destroyed) return;
      const { draw } = atlas;
      atlas.draw = null;
      draw();
    },
    destroy() {
      for (const texture of textures.values()) texture.destroy(false);
      textures.clear();
      for (const { source } of atlases.values()) {
        const canvas = source.resource as HTMLCanvasElement | null;
        source.destroy();
        if (canvas) canvas.width = canvas.height = 0;
      }
      atlases.clear();
    },
  };
}
