import { captchaGeometry } from '../../domain/contracts/captcha-types.ts';

/** The captcha's drawing surface and colour helpers, shared by the scene, the holes and the piece. */

const { width: W, height: H } = captchaGeometry;

export type Rgb = readonly [number, number, number];

export const WHITE: Rgb = [255, 255, 255];

export const clamp01 = (v: number): number => (v < 0 ? 0 : v > 1 ? 1 : v);
/** Coverage of a pixel by a shape from its signed distance: a cheap 1 px anti-alias. */
export const cover = (signedDist: number): number => clamp01(0.5 - signedDist);
export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

/** W × H linear RGB floats (0–255, may exceed it before the final rounding). */
export class Canvas {
  readonly px = new Float32Array(W * H * 3);

  get(x: number, y: number): Rgb {
    const i = (y * W + x) * 3;
    return [this.px[i] ?? 0, this.px[i + 1] ?? 0, this.px[i + 2] ?? 0];
  }

  set(x: number, y: number, c: Rgb): void {
    const i = (y * W + x) * 3;
    this.px[i] = c[0];
    this.px[i + 1] = c[1];
    this.px[i + 2] = c[2];
  }

  blend(x: number, y: number, c: Rgb, a: number): void {
    if (a <= 0) return;
    const t = a > 1 ? 1 : a;
    const i = (y * W + x) * 3;
    // Written out per channel: this runs for most pixels and must not allocate.
    this.px[i] = (this.px[i] ?? 0) * (1 - t) + c[0] * t;
    this.px[i + 1] = (this.px[i + 1] ?? 0) * (1 - t) + c[1] * t;
    this.px[i + 2] = (this.px[i + 2] ?? 0) * (1 - t) + c[2] * t;
  }

  /** Light adds up (glows, bokeh), which blending would flatten. */
  add(x: number, y: number, c: Rgb, a: number): void {
    if (a <= 0) return;
    const i = (y * W + x) * 3;
    this.px[i] = (this.px[i] ?? 0) + c[0] * a;
    this.px[i + 1] = (this.px[i + 1] ?? 0) + c[1] * a;
    this.px[i + 2] = (this.px[i + 2] ?? 0) + c[2] * a;
  }

  /** Visits only the clipped bounding box, which is what keeps a draw well under 15 ms. */
  box(cx: number, cy: number, rx: number, ry: number, fn: (x: number, y: number) => void): void {
    const x0 = Math.max(0, Math.floor(cx - rx));
    const x1 = Math.min(W - 1, Math.ceil(cx + rx));
    const y0 = Math.max(0, Math.floor(cy - ry));
    const y1 = Math.min(H - 1, Math.ceil(cy + ry));
    for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) fn(x, y);
  }
}

