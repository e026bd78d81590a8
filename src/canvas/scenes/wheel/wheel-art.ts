import { CanvasSource, Rectangle, Texture } from 'pixi.js';
import { FACE_BOX, HUB_RADIUS } from './wheel-layout';
import type { WheelSegmentView } from './wheel-machine';
import { paintFace } from './wheel-paint';
import { paintGlow, paintHub, paintPointer, POINTER_BOX } from './wheel-pieces';

/** Radius of a lit bulb's halo. */
export const GLOW_RADIUS = 13;

/** Boxes of the pieces in the one atlas (logical pixels, 2 apart), each painted round its centre but the pointer. */
const column = FACE_BOX + 2;
const boxes = {
  face: { x: 0, y: 0, width: FACE_BOX, height: FACE_BOX },
  hub: { x: column, y: 0, width: HUB_RADIUS * 2 + 24, height: HUB_RADIUS * 2 + 24 },
  pointer: { x: column, y: HUB_RADIUS * 2 + 26, width: POINTER_BOX.width, height: POINTER_BOX.height },
  glow: { x: column, y: HUB_RADIUS * 2 + POINTER_BOX.height + 28, width: GLOW_RADIUS * 2, height: GLOW_RADIUS * 2 },
} as const;
export type WheelPiece = keyof typeof boxes;
const atlasWidth = boxes.hub.x + Math.max(boxes.hub.width, boxes.pointer.width);
const atlasHeight = boxes.face.height;

/** The wheel's textures, all from one atlas; `destroy` frees them with the atlas. */
export interface WheelArt {
  texture(piece: WheelPiece): Texture;
  destroy(): void;
}

/**
 * Paints the whole wheel once into one canvas at the stage resolution (sharp on dense screens)
 * and cuts its textures. Called again only when the segments change (the language of the labels).
 */
export function createWheelArt(list: readonly WheelSegmentView[], resolution: number): WheelArt {
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(atlasWidth * resolution);
  canvas.height = Math.ceil(atlasHeight * resolution);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context for the wheel art');
  const at = (piece: WheelPiece, centred: boolean, paint: () => void) => {
    const box = boxes[piece];
    ctx.save();
    ctx.scale(resolution, resolution);
    ctx.translate(box.x + (centred ? box.width / 2 : 0), box.y + (centred ? box.height / 2 : 0));
    paint();
    ctx.restore();
  };
  at('face', true, () => paintFace(ctx, list));
  at('hub', true, () => paintHub(ctx));
  at('pointer', false, () => paintPointer(ctx));
  at('glow', true, () => paintGlow(ctx, GLOW_RADIUS));

  const source = new CanvasSource({ resource: canvas, resolution });
  const textures = new Map<WheelPiece, Texture>(
    (Object.keys(boxes) as WheelPiece[]).map((piece) => {
      const b = boxes[piece];
      return [piece, new Texture({ source, frame: new Rectangle(b.x, b.y, b.width, b.height) })];
    }),
  );
  return {
    texture(piece) {
      return textures.get(piece)!;
    },
    destroy() {
      for (const texture of textures.values()) texture.destroy(false);
      textures.clear();
      source.destroy();
      // Frees the canvas' backing store now rather than at garbage collection.
      canvas.width = canvas.height = 0;
    },
  };
}
