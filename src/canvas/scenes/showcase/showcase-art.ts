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
  destroy(): void;
}

/**
 * Loads every piece of artwork, reporting progress from 0 to 1, and draws each tab's pieces
 * into one atlas texture at the stage resolution (SVG stays sharp on high-density screens).
 * Rejects with an AbortError when `signal` aborts first.
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

  const sources: CanvasSource[] = [];
  const textures = new Map<string, Texture>();
  for (const tab of showcaseTabs) {
    const atlas = packAtlas(piecesOf(tab));
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(atlas.width * resolution);
    canvas.height = Math.ceil(atlas.height * resolution);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context for the showcase atlas');
    for (const item of atlas.items) {
      context.drawImage(decoded.get(item.piece)!, item.x * resolution, item.y * resolution, item.width * resolution, item.height * resolution);
    }
    const source = new CanvasSource({ resource: canvas, resolution });
    sources.push(source);
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
    destroy() {
      for (const texture of textures.values()) texture.destroy(false);
      textures.clear();
      for (const source of sources) {
        const canvas = source.resource as HTMLCanvasElement | null;
        source.destroy();
        if (canvas) canvas.width = canvas.height = 0;
      }
      sources.length = 0;
    },
  };
}
