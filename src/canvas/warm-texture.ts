import { RenderTexture, Sprite, type Application, type Texture } from 'pixi.js';

/*
 * A texture sent to the GPU is not ready to draw: ANGLE keeps the upload staged until the first draw
 * that samples it, and on software WebGL that first draw paid 30-40 ms (the first entrance of each
 * showcase tab). Warming draws the texture once into a 1x1 target in an idle moment, so the frame
 * after a click only draws.
 */
export interface TextureWarmer {
  /** Uploads `texture` and draws it once off screen; does nothing once the app or texture is gone. */
  warm(texture: Texture): void;
  /** Frees the 1x1 target (with the scene). */
  destroy(): void;
}

export function createTextureWarmer(app: Application): TextureWarmer {
  let target: RenderTexture | null = null;
  return {
    warm(texture) {
      // Typed as always there; @pixi/react may have destroyed the app before a scene's cleanup ran.
      const renderer = app.renderer as Application['renderer'] | undefined;
      if (!renderer || texture.destroyed) return;
      target ??= RenderTexture.create({ width: 1, height: 1 });
      const sprite = new Sprite({ texture, width: 1, height: 1 });
      renderer.render({ container: sprite, target, clear: false });
      sprite.destroy();
    },
    destroy() {
      target?.destroy(true);
      target = null;
    },
  };
}
