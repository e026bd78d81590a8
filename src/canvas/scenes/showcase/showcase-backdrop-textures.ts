import { CanvasSource, Texture } from 'pixi.js';
import { paintBackdrop, type BackdropFrame } from './showcase-backdrop';
import { STAGE_HEIGHT, STAGE_WIDTH } from './showcase-layout';
import type { ShowcaseTab } from './showcase-machine';

/** Each tab's backdrop, baked once at the stage's size when first shown; `destroy` frees them. */
export function createBackdrops(frame: BackdropFrame, resolution: number) {
  const baked = new Map<ShowcaseTab, Texture>();
  return {
    of(tab: ShowcaseTab): Texture {
      let texture = baked.get(tab);
      if (!texture) {
        const canvas = document.createElement('canvas');
        canvas.width = Math.ceil(STAGE_WIDTH * resolution);
        canvas.height = Math.ceil(STAGE_HEIGHT * resolution);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d context for the showcase backdrop');
        context.scale(resolution, resolution);
        paintBackdrop(context, tab, frame, STAGE_WIDTH, STAGE_HEIGHT);
        texture = new Texture({ source: new CanvasSource({ resource: canvas, resolution, scaleMode: 'nearest' }) });
        baked.set(tab, texture);
      }
      return texture;
    },
    destroy() {
      for (const texture of baked.values()) {
        const canvas = texture.source.resource as HTMLCanvasElement | null;
        texture.destroy(true);
        if (canvas) canvas.width = canvas.height = 0;
      }
      baked.clear();
    },
  };
}
