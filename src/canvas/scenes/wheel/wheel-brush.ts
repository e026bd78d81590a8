/** Shared strokes of the wheel's artwork (Canvas 2D, around the context's origin). */

/** The labels' font: the lobby's own stack, Chinese included. */
export const FONT = `'Helvetica Neue', Arial, 'WenQuanYi Micro Hei', 'Microsoft YaHei', sans-serif`;

/** Canvas angle (0 at 3 o'clock) of a wheel angle (0 at 12 o'clock). */
export const canvasAngle = (a: number) => a - Math.PI / 2;

/** Polished gold across a box of half-size `r`. */
export function gold(ctx: CanvasRenderingContext2D, r: number): CanvasGradient {
  const g = ctx.createLinearGradient(-r, -r, r, r);
  g.addColorStop(0, '#fff4b8');
  g.addColorStop(0.22, '#f2c14e');
  g.addColorStop(0.48, '#9a6414');
  g.addColorStop(0.7, '#f7d774');
  g.addColorStop(1, '#8c5510');
  return g;
}

/** A filled circle of radius `r` round the origin. */
export function disc(ctx: CanvasRenderingContext2D, r: number, fill: string | CanvasGradient): void {
  ctx.beginPath();
  ctx.arc(0, 0, r, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
}
