import type { Page } from '@playwright/test';

/**
 * Counts the WebGL contexts the page creates (docs/performance.md). Weak references only, so that the
 * counting itself keeps no old canvas (and with it a whole detached page) alive for the heap figure.
 */
export async function countWebGl(page: Page) {
  await page.addInitScript(() => {
    type Entry = { gl: WeakRef<WebGLRenderingContext>; canvas: WeakRef<HTMLCanvasElement>; stage: boolean };
    const contexts: Entry[] = [];
    (window as unknown as { __gl: Entry[] }).__gl = contexts;
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      const ctx = (original as (...a: unknown[]) => RenderingContext | null).call(this, type, ...rest);
      if (ctx && (type === 'webgl' || type === 'webgl2') && !contexts.some((c) => c.gl.deref() === ctx)) {
        const entry: Entry = { gl: new WeakRef(ctx as WebGLRenderingContext), canvas: new WeakRef(this), stage: false };
        contexts.push(entry);
        // PixiJS keeps one shared 0x0 probe context for its capability checks; stages have a size.
        setTimeout(() => void (entry.stage = this.width * this.height > 0), 0);
      }
      return ctx;
    } as typeof original;
  });
  return () =>
    page.evaluate(() => {
      type Entry = { gl: WeakRef<WebGLRenderingContext>; canvas: WeakRef<HTMLCanvasElement>; stage: boolean };
      // Flagged a moment after creation, or sized by now (a busy main thread can run the flag late).
      const sized = (c: Entry) => { const canvas = c.canvas.deref(); return canvas !== undefined && canvas.width * canvas.height > 0; };
      const stages = (window as unknown as { __gl: Entry[] }).__gl.filter((c) => c.stage || sized(c));
      // A context that was collected is gone as well as one that was lost.
      const live = stages.filter((c) => {
        const gl = c.gl.deref();
        return gl !== undefined && !gl.isContextLost();
      });
      return { stages: stages.length, liveStages: live.length };
    });
}

/**
 * Pixels the canvas drew: the stage behind the transparent canvas is painted flat magenta for
 * the shot, so every pixel that is not magenta came from WebGL. Also a cheap fingerprint of the frame.
 */
export async function drawnPixels(page: Page) {
  const stage = page.getByTestId('showcase-stage');
  await stage.evaluate((el) => void (el.style.background = '#ff00ff'));
  // The magenta backdrop is painted before the shot: two frames of the page have passed.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  const png = (await stage.locator('canvas').screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(image, 0, 0);
    const px = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let drawn = 0;
    let hash = 0;
    for (let i = 0; i < px.length; i += 4) {
      const magenta = Math.abs(px[i]! - 255) < 6 && px[i + 1]! < 6 && Math.abs(px[i + 2]! - 255) < 6;
      if (!magenta) drawn += 1;
      hash = (Math.imul(hash, 31) + px[i]! + px[i + 1]! * 3 + px[i + 2]! * 7) | 0;
    }
    return { drawn, total: canvas.width * canvas.height, hash };
  }, png);
}
