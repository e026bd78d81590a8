import { canvasAngle, disc, FONT, gold } from './wheel-brush';
import { BULB_COUNT, BULB_RADIUS, FACE_RADIUS, HUB_RADIUS, LABEL_INNER, LABEL_OUTER, SEGMENT_RADIUS, segments } from './wheel-layout';
import type { WheelSegmentView } from './wheel-machine';
import { fitLabel, readableInk } from './wheel-text';

// The wheel's artwork, painted once with Canvas 2D (gradients, shadows and text are cheap there
// and free afterwards: the scene only turns the resulting texture). Every painter draws around
// the context's origin; the atlas translates to each piece's box first.

function paintRim(ctx: CanvasRenderingContext2D): void {
  disc(ctx, FACE_RADIUS, gold(ctx, FACE_RADIUS));
  // A darker groove for the bulbs, and a bevel line on each side of it.
  ctx.lineWidth = 12;
  ctx.strokeStyle = 'rgba(90, 40, 0, 0.55)';
  ctx.beginPath();
  ctx.arc(0, 0, BULB_RADIUS, 0, Math.PI * 2);
  ctx.stroke();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = 'rgba(255, 248, 214, 0.8)';
  for (const r of [FACE_RADIUS - 1, SEGMENT_RADIUS + 2]) {
    ctx.beginPath();
    ctx.arc(0, 0, r, 0, Math.PI * 2);
    ctx.stroke();
  }
  for (let i = 0; i < BULB_COUNT; i += 1) {
    const a = canvasAngle((i / BULB_COUNT) * Math.PI * 2);
    const [x, y] = [Math.cos(a) * BULB_RADIUS, Math.sin(a) * BULB_RADIUS];
    const bulb = ctx.createRadialGradient(x - 1.5, y - 1.5, 0.5, x, y, 6);
    bulb.addColorStop(0, '#fffdf0');
    bulb.addColorStop(0.45, '#ffe27a');
    bulb.addColorStop(1, '#d9801a');
    ctx.beginPath();
    ctx.arc(x, y, 5.5, 0, Math.PI * 2);
    ctx.fillStyle = bulb;
    ctx.fill();
  }
}

function paintSegments(ctx: CanvasRenderingContext2D, list: readonly WheelSegmentView[]): void {
  for (const s of segments(list.length)) {
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.arc(0, 0, SEGMENT_RADIUS, canvasAngle(s.start), canvasAngle(s.end));
    ctx.closePath();
    ctx.fillStyle = list[s.index]!.colour;
    ctx.fill();
  }
  // Light towards the hub and a shadow under the rim; the band in between keeps the flat colour
  // (the end-to-end test reads it under the pointer).
  const light = ctx.createRadialGradient(0, 0, HUB_RADIUS, 0, 0, LABEL_OUTER);
  light.addColorStop(0, 'rgba(255, 255, 255, 0.22)');
  light.addColorStop(1, 'rgba(255, 255, 255, 0)');
  disc(ctx, LABEL_OUTER, light);
  ctx.lineWidth = 8;
  ctx.strokeStyle = 'rgba(40, 10, 0, 0.3)';
  ctx.beginPath();
  ctx.arc(0, 0, SEGMENT_RADIUS - 3, 0, Math.PI * 2);
  ctx.stroke();
}

function paintDividers(ctx: CanvasRenderingContext2D, count: number): void {
  if (count < 2) return;
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = '#f6d36b';
  for (const s of segments(count)) {
    const a = canvasAngle(s.start);
    ctx.beginPath();
    ctx.moveTo(Math.cos(a) * HUB_RADIUS, Math.sin(a) * HUB_RADIUS);
    ctx.lineTo(Math.cos(a) * SEGMENT_RADIUS, Math.sin(a) * SEGMENT_RADIUS);
    ctx.stroke();
    // The peg the pointer clicks past.
    const peg = SEGMENT_RADIUS - 8;
    ctx.save();
    ctx.translate(Math.cos(a) * peg, Math.sin(a) * peg);
    disc(ctx, 4, gold(ctx, 4));
    ctx.restore();
  }
}

function paintLabels(ctx: CanvasRenderingContext2D, list: readonly WheelSegmentView[]): void {
  const count = list.length;
  for (const s of segments(count)) {
    const view = list[s.index]!;
    ctx.save();
    // Text upright at the segment's centre: "up" points out to the rim.
    ctx.rotate(s.centre);
    const ink = readableInk(view.colour);
    ctx.fillStyle = ink.fill;
    ctx.shadowColor = ink.shadow;
    ctx.shadowBlur = 3;
    ctx.shadowOffsetY = 1;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    const fitted = fitLabel(ctx, view.label, count, FONT);
    let y = -LABEL_OUTER;
    for (const line of fitted) {
      ctx.font = line.font;
      ctx.fillText(line.text, 0, y);
      y += line.height;
      if (-y < LABEL_INNER) break;
    }
    ctx.restore();
  }
}

/** The turning face: gold rim with bulbs, the prize segments, dividers with pegs, the labels. */
export function paintFace(ctx: CanvasRenderingContext2D, list: readonly WheelSegmentView[]): void {
  ctx.save();
  ctx.shadowColor = 'rgba(0, 0, 0, 0)';
  paintRim(ctx);
  if (list.length > 0) {
    paintSegments(ctx, list);
    paintDividers(ctx, list.length);
    paintLabels(ctx, list);
  }
  ctx.restore();
}
