import { HUB_RADIUS } from './wheel-layout';
import { canvasAngle, disc, gold } from './wheel-brush';

// The still pieces over the face, painted once into the wheel's atlas.

/** The still hub over the centre: gold ring, a glossy red dome and a star. */
export function paintHub(ctx: CanvasRenderingContext2D): void {
  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.45)';
  ctx.shadowBlur = 10;
  ctx.shadowOffsetY = 4;
  disc(ctx, HUB_RADIUS, gold(ctx, HUB_RADIUS));
  ctx.restore();
  const dome = ctx.createRadialGradient(-10, -12, 2, 0, 0, HUB_RADIUS - 7);
  dome.addColorStop(0, '#ff8a7a');
  dome.addColorStop(0.5, '#d3152a');
  dome.addColorStop(1, '#6e0510');
  disc(ctx, HUB_RADIUS - 7, dome);
  ctx.beginPath();
  for (let i = 0; i < 10; i += 1) {
    const r = i % 2 === 0 ? 15 : 6.5;
    const a = canvasAngle((i / 10) * Math.PI * 2);
    ctx.lineTo(Math.cos(a) * r, Math.sin(a) * r + 1);
  }
  ctx.closePath();
  ctx.fillStyle = gold(ctx, 15);
  ctx.fill();
  // The gloss: a soft white ellipse in the upper left.
  const gloss = ctx.createLinearGradient(0, -HUB_RADIUS, 0, 0);
  gloss.addColorStop(0, 'rgba(255, 255, 255, 0.7)');
  gloss.addColorStop(1, 'rgba(255, 255, 255, 0)');
  ctx.beginPath();
  ctx.ellipse(-4, -15, 21, 12, -0.2, 0, Math.PI * 2);
  ctx.fillStyle = gloss;
  ctx.fill();
}

/** Size of the pointer piece and where its pin (the pivot) and tip are in it. */
export const POINTER_BOX = { width: 60, height: 84, pinY: 22, tipY: 72 } as const;

/** The fixed pointer: a gold-edged red drop hanging from a pin, tip down, with a shadow. */
export function paintPointer(ctx: CanvasRenderingContext2D): void {
  const { width, pinY, tipY } = POINTER_BOX;
  const cx = width / 2;
  const path = new Path2D();
  path.moveTo(cx, tipY);
  path.bezierCurveTo(cx - 8, tipY - 18, cx - 19, pinY + 12, cx - 19, pinY);
  path.arc(cx, pinY, 19, Math.PI, 0);
  path.bezierCurveTo(cx + 19, pinY + 12, cx + 8, tipY - 18, cx, tipY);
  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0.5)';
  ctx.shadowBlur = 6;
  ctx.shadowOffsetY = 4;
  ctx.fillStyle = gold(ctx, 40);
  ctx.fill(path);
  ctx.restore();
  const body = ctx.createLinearGradient(cx - 14, 0, cx + 14, 0);
  body.addColorStop(0, '#ff5a4a');
  body.addColorStop(0.55, '#c8102a');
  body.addColorStop(1, '#7a0614');
  ctx.save();
  ctx.translate(cx, pinY);
  ctx.scale(0.78, 0.8);
  ctx.translate(-cx, -pinY);
  ctx.fillStyle = body;
  ctx.fill(path);
  ctx.restore();
  ctx.save();
  ctx.translate(cx, pinY);
  disc(ctx, 7, gold(ctx, 7));
  disc(ctx, 2.5, '#fff6cf');
  ctx.restore();
}

/** The glow of a lit bulb: a soft warm halo. */
export function paintGlow(ctx: CanvasRenderingContext2D, radius: number): void {
  const g = ctx.createRadialGradient(0, 0, 0, 0, 0, radius);
  g.addColorStop(0, 'rgba(255, 255, 255, 1)');
  g.addColorStop(0.3, 'rgba(255, 240, 160, 0.95)');
  g.addColorStop(0.6, 'rgba(255, 190, 60, 0.35)');
  g.addColorStop(1, 'rgba(255, 160, 0, 0)');
  disc(ctx, radius, g);
}
