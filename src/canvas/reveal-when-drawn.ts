import type { Application } from 'pixi.js';
import { createGpuFence, glOf } from './gpu-fence';

/*
 * A stage's canvas stays hidden (`canvas:not([data-drawn])` in its page's CSS) until the GPU has
 * finished the first frame drawn after this call. A shown canvas joins the page's compositor frames:
 * on software WebGL a visible canvas whose first frame (uploads, the batch shader's first use) was
 * still being drawn held every frame of the page behind it, a click's paint included, for up to 2 s
 * (docs/performance.md, "Input always wins"). Hidden, the page keeps painting meanwhile.
 */

/** Marks the canvas drawn once its next frame is done on the GPU (gpu-fence.ts, polled each frame). Returns a cancel. */
export function revealWhenDrawn(app: Application): () => void {
  const canvas = app.canvas;
  const fence = createGpuFence(glOf(app));
  let marked = false;
  let frame = 0;
  const tick = () => {
    frame = 0;
    // The first callback comes after the frame this was asked in has drawn (the stage's draws are
    // animation frames asked for earlier): mark it, then wait for the GPU to finish it.
    if (!marked) {
      fence.set();
      marked = true;
    } else if (fence.done()) {
      fence.dispose();
      canvas.dataset.drawn = '';
      return;
    }
    frame = requestAnimationFrame(tick);
  };
  if ('drawn' in canvas.dataset) return () => {};
  frame = requestAnimationFrame(tick);
  return () => {
    cancelAnimationFrame(frame);
    fence.dispose();
  };
}
