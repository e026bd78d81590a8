import type { Application } from 'pixi.js';

/*
 * A stage's canvas stays hidden (`canvas:not([data-drawn])` in its page's CSS) until the GPU has
 * finished the first frame drawn after this call. A shown canvas joins the page's compositor frames:
 * on software WebGL a visible canvas whose first frame (uploads, the batch shader's first use) was
 * still being drawn held every frame of the page behind it, a click's paint included, for up to 2 s
 * (docs/performance.md, "Input always wins"). Hidden, the page keeps painting meanwhile.
 */

/** Marks the canvas drawn once its next frame is done on the GPU (a WebGL2 fence polled each frame; two frames without one). Returns a cancel. */
export function revealWhenDrawn(app: Application): () => void {
  const canvas = app.canvas;
  const gl = (app.renderer as unknown as { gl?: WebGLRenderingContext | WebGL2RenderingContext } | undefined)?.gl;
  const gl2 = typeof WebGL2RenderingContext !== 'undefined' && gl instanceof WebGL2RenderingContext ? gl : null;
  let fence: WebGLSync | null = null;
  let frames = 0;
  let frame = 0;
  const done = () => {
    if (fence && gl2) gl2.deleteSync(fence);
    fence = null;
    canvas.dataset.drawn = '';
  };
  const tick = () => {
    frame = 0;
    frames += 1;
    if (gl2 && !gl2.isContextLost()) {
      // The first callback comes after the frame this was asked in has drawn (the stage's draws are
      // animation frames asked for earlier).
      if (!fence) {
        fence = gl2.fenceSync(gl2.SYNC_GPU_COMMANDS_COMPLETE, 0);
        gl2.flush();
      } else if (gl2.clientWaitSync(fence, 0, 0) !== gl2.TIMEOUT_EXPIRED) return done();
    } else if (frames > 2) return done();
    frame = requestAnimationFrame(tick);
  };
  if ('drawn' in canvas.dataset) return () => {};
  frame = requestAnimationFrame(tick);
  return () => {
    cancelAnimationFrame(frame);
    if (fence && gl2 && !gl2.isContextLost()) gl2.deleteSync(fence);
    fence = null;
  };
}
