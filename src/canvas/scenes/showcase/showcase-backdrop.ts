import type { ShowcaseTab } from './showcase-machine';

/**
 * The lit stage behind each game type: a glow and a floor under the artwork, rays from the centre
 * piece, a vignette into the panel's dark. The page paints it in CSS under the text column and under
 * the still frame (showcase.module.css, from `backdropStyle`); the canvas bakes the same layers once
 * into a texture of its own size (`paintBackdrop`), so that it can be opaque: on software WebGL a
 * transparent canvas costs the compositor a blend of the page under it every frame.
 */
export interface BackdropTheme {
  glow: string;
  floor: string;
  rays: string;
}

const base: BackdropTheme = { glow: 'rgba(224, 33, 63, 0.42)', floor: 'rgba(243, 195, 91, 0.16)', rays: 'rgba(255, 225, 150, 0.06)' };
export const backdropThemes: Record<ShowcaseTab, BackdropTheme> = {
  slots: base,
  live: { ...base, glow: 'rgba(18, 150, 92, 0.45)' },
  fishing: { glow: 'rgba(28, 140, 200, 0.5)', floor: 'rgba(90, 220, 255, 0.14)', rays: 'rgba(170, 240, 255, 0.05)' },
  lottery: { ...base, glow: 'rgba(135, 80, 240, 0.48)' },
  sport: { ...base, glow: 'rgba(40, 120, 230, 0.45)' },
};

/** The panel's inner box the backdrop fills, and where the stage sits in it (CSS pixels). */
export interface BackdropFrame {
  /** Left of the stage inside the panel's padding box: the text column's width. */
  x: number;
  panelWidth: number;
  panelHeight: number;
}

/** Centre of the glow and rays, in panel coordinates. */
const AT = { x: 840, y: 192 };
/** Radius of the panel's inner corners (its 18 px border radius less the 1 px border). */
const CORNER = 17;
/** What shows round the panel's right corners: the page with the panel's shadow, and its border on the panel's colour. */
const PAGE_TOP = 'rgb(11, 14, 28)';
const PAGE_BOTTOM = 'rgb(10, 12, 24)';
const BORDER = 'rgb(80, 68, 55)';

/** The same colour with no alpha: canvas gradients blend unpremultiplied, CSS fades to a clear of the same colour. */
const clear = (rgba: string) => rgba.replace(/,\s*[\d.]+\)$/, ', 0)');

/** Fills the canvas with an elliptic radial gradient (CSS `radial-gradient(rx ry at cx cy, …)`). */
function ellipse(ctx: CanvasRenderingContext2D, cx: number, cy: number, rx: number, ry: number, stops: [number, string][]) {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.scale(1, ry / rx);
  const gradient = ctx.createRadialGradient(0, 0, 0, 0, 0, rx);
  for (const [at, colour] of stops) gradient.addColorStop(at, colour);
  ctx.fillStyle = gradient;
  ctx.fillRect(-4 * rx, -4 * rx, 8 * rx, 8 * rx);
  ctx.restore();
}

/** CSS `repeating-conic-gradient(from 0deg at …, rays 0 5deg, transparent 5deg 15deg)`: 24 hard-edged rays. */
function rays(ctx: CanvasRenderingContext2D, colour: string, width: number, height: number) {
  const gradient = ctx.createConicGradient(-Math.PI / 2, AT.x, AT.y);
  const none = clear(colour);
  for (let k = 0; k < 24; k += 1) {
    const from = k / 24;
    gradient.addColorStop(from, colour);
    gradient.addColorStop(from + 5 / 360, colour);
    gradient.addColorStop(from + 5 / 360, none);
    gradient.addColorStop(Math.min(1, (k + 1) / 24), none);
  }
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
}

/** A rectangle with rounded right corners of `radius`. */
function rightRounded(ctx: CanvasRenderingContext2D, x: number, y: number, width: number, height: number, radius: number) {
  ctx.beginPath();
  ctx.roundRect(x, y, width, height, [0, radius, radius, 0]);
}

/**
 * Paints the stage's part of the backdrop of `tab` onto `ctx` (sized `width`×`height` CSS pixels,
 * already scaled to the stage resolution), with the panel's rounded right corners, its border and
 * the page round them where the stage covers those.
 */
export function paintBackdrop(ctx: CanvasRenderingContext2D, tab: ShowcaseTab, frame: BackdropFrame, width: number, height: number): void {
  const theme = backdropThemes[tab];
  const page = ctx.createLinearGradient(0, 0, 0, height);
  page.addColorStop(0, PAGE_TOP);
  page.addColorStop(1, PAGE_BOTTOM);
  ctx.fillStyle = page;
  ctx.fillRect(0, 0, width, height);
  // The stage may reach past the panel's inner box at the bottom (over its border and beyond).
  const inner = Math.min(height, frame.panelHeight);
  rightRounded(ctx, -1, -1, width + 2, inner + 2, CORNER + 1);
  ctx.fillStyle = BORDER;
  ctx.fill();
  rightRounded(ctx, 0, 0, width, inner, CORNER);
  ctx.save();
  ctx.clip();
  // From here on in panel coordinates, back to front: CSS lists the top layer first.
  ctx.translate(-frame.x, 0);
  const w = frame.panelWidth;
  const h = frame.panelHeight;
  ellipse(ctx, 0, 0, 1.2 * w, 1.4 * h, [[0, '#1d2240'], [0.55, '#10142a'], [1, '#0b0e1c']]);
  rays(ctx, theme.rays, w, h);
  ellipse(ctx, AT.x, AT.y, 380, 260, [[0, theme.glow], [0.75, clear(theme.glow)]]);
  ctx.save();
  ctx.beginPath();
  ctx.rect(840, 350, 560, 104);
  ctx.clip();
  ellipse(ctx, 840 + 280, 350 + 52, 280, 52, [[0, theme.floor], [1, clear(theme.floor)]]);
  ctx.restore();
  ellipse(ctx, AT.x, AT.y, 460, 320, [[0.4, 'rgba(16, 20, 42, 0)'], [1, 'rgba(16, 20, 42, 0.95)']]);
  ctx.restore();
}

/** The CSS custom properties of the page's copy of the backdrop (showcase.module.css `.backdrop`). */
export function backdropStyle(tab: ShowcaseTab): Record<'--glow' | '--floor' | '--rays', string> {
  const theme = backdropThemes[tab];
  return { '--glow': theme.glow, '--floor': theme.floor, '--rays': theme.rays };
}
