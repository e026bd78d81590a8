import { captchaGeometry } from '../../domain/contracts/captcha-types.ts';
import { seededRandom } from '../../domain/fairness/seeded-random.ts';
import { Canvas, clamp01, cover, mix, WHITE, type Rgb } from './canvas.ts';

/**
 * The captcha's picture before any hole is cut: a night sky over hills with casino lights, coins
 * and gems. It depends on `seed` only.
 */

const { width: W, height: H } = captchaGeometry;

interface Palette {
  sky: readonly Rgb[]; // top, middle, low, horizon
  hillFar: Rgb;
  hillNear: Rgb;
}

const PALETTES: readonly Palette[] = [
  { sky: [[10, 8, 38], [44, 18, 86], [122, 40, 112], [240, 122, 92]], hillFar: [64, 30, 96], hillNear: [22, 12, 44] },
  { sky: [[4, 14, 36], [12, 48, 84], [32, 110, 132], [250, 182, 112]], hillFar: [22, 62, 84], hillNear: [6, 22, 34] },
  { sky: [[20, 6, 26], [72, 14, 52], [162, 42, 64], [255, 162, 84]], hillFar: [84, 22, 54], hillNear: [30, 8, 24] },
];
const ACCENTS: readonly Rgb[] = [[255, 210, 90], [255, 110, 190], [90, 220, 255], [180, 130, 255]];

function drawSky(cv: Canvas, pal: Palette): void {
  const stops = [0, 0.42, 0.66, 0.82];
  for (let y = 0; y < H; y++) {
    const t = y / (H - 1);
    let k = 0;
    while (k < stops.length - 2 && t > (stops[k + 1] ?? 1)) k++;
    const s0 = stops[k] ?? 0;
    const s1 = stops[k + 1] ?? 1;
    const c = mix(pal.sky[k] ?? WHITE, pal.sky[k + 1] ?? WHITE, clamp01((t - s0) / (s1 - s0)));
    for (let x = 0; x < W; x++) cv.set(x, y, c);
  }
}

/** Casino searchlights sweeping up from behind the hills. */
function drawBeams(cv: Canvas, rnd: () => number): void {
  for (let b = 0; b < 2; b++) {
    const sx = W * (0.2 + 0.6 * rnd());
    const sy = H * 0.85;
    const ang = -Math.PI / 2 + (rnd() - 0.5) * 1.1;
    const dx = Math.cos(ang);
    const dy = Math.sin(ang);
    const len = H * 1.2;
    const colour = ACCENTS[Math.floor(rnd() * ACCENTS.length)] ?? WHITE;
    for (let y = 0; y < H; y++) {
      for (let x = 0; x < W; x++) {
        const vx = x + 0.5 - sx;
        const vy = y + 0.5 - sy;
        const along = vx * dx + vy * dy;
        if (along <= 0) continue;
        const halfWidth = 2 + along * 0.09;
        const perp = Math.abs(vx * dy - vy * dx);
        cv.add(x, y, colour, 0.1 * clamp01(1 - perp / halfWidth) * clamp01(1 - along / len));
      }
    }
  }
}

function drawStars(cv: Canvas, rnd: () => number): void {
  for (let s = 0; s < 70; s++) {
    const x = Math.floor(rnd() * W);
    const y = Math.floor(rnd() * H * 0.7);
    const a = 0.25 + 0.75 * rnd() ** 2;
    cv.add(x, y, WHITE, a * 0.9);
    if (a > 0.75) {
      // Bright stars get a small twinkle cross.
      for (let k = 1; k <= 3; k++) {
        const f = (a * 0.5) / k;
        if (x - k >= 0) cv.add(x - k, y, WHITE, f);
        if (x + k < W) cv.add(x + k, y, WHITE, f);
        if (y - k >= 0) cv.add(x, y - k, WHITE, f);
        if (y + k < H) cv.add(x, y + k, WHITE, f);
      }
    }
  }
}

function drawMoon(cv: Canvas, rnd: () => number): void {
  const cx = W * (0.1 + 0.8 * rnd());
  const cy = H * (0.15 + 0.2 * rnd());
  const r = 10 + rnd() * 5;
  const glow: Rgb = [255, 236, 200];
  cv.box(cx, cy, r * 4, r * 4, (x, y) => {
    const d = Math.sqrt((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2);
    cv.add(x, y, glow, 0.22 * clamp01(1 - d / (r * 4)) ** 2);
    // Crescent: the disc minus an offset disc.
    const bite = Math.sqrt((x + 0.5 - cx - r * 0.45) ** 2 + (y + 0.5 - cy + r * 0.3) ** 2);
    cv.blend(x, y, [255, 246, 222], cover(d - r) * (1 - cover(bite - r * 0.85)));
  });
}

/** Out-of-focus lights: soft discs with a slightly brighter edge, like a real lens. */
function drawBokeh(cv: Canvas, rnd: () => number, count: number, maxR: number): void {
  for (let b = 0; b < count; b++) {
    const cx = rnd() * W;
    const cy = rnd() * H;
    const r = 5 + rnd() * (maxR - 5);
    const a = 0.08 + rnd() * 0.16;
    const c = ACCENTS[Math.floor(rnd() * ACCENTS.length)] ?? WHITE;
    cv.box(cx, cy, r + 1, r + 1, (x, y) => {
      const d = Math.sqrt((x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2);
      const edge = (d / r) ** 4;
      cv.add(x, y, c, a * (0.6 + 0.5 * edge) * clamp01((r - d) / 1.5 + 0.5));
    });
  }
}

function drawHills(cv: Canvas, rnd: () => number, pal: Palette): void {
  const layers = [
    { base: H * 0.66, amp: 9, colour: pal.hillFar },
    { base: H * 0.8, amp: 7, colour: pal.hillNear },
  ];
  const shade: [number, number, number] = [0, 0, 0]; // reused: this loop covers a third of the image
  for (const layer of layers) {
    const f1 = 0.012 + rnd() * 0.012;
    const f2 = 0.04 + rnd() * 0.03;
    const p1 = rnd() * Math.PI * 2;
    const p2 = rnd() * Math.PI * 2;
    for (let x = 0; x < W; x++) {
      const top = layer.base + layer.amp * (Math.sin(x * f1 + p1) + 0.4 * Math.sin(x * f2 + p2));
      for (let y = Math.max(0, Math.floor(top)); y < H; y++) {
        // Darken downwards a little so the hills have depth, not a flat cut-out.
        const f = 1 - 0.5 * clamp01((y - top) / 80);
        shade[0] = layer.colour[0] * f;
        shade[1] = layer.colour[1] * f;
        shade[2] = layer.colour[2] * f;
        cv.blend(x, y, shade, clamp01(y + 1 - top));
      }
    }
  }
  // Town lights on the near hill.
  for (let l = 0; l < 26; l++) {
    const x = Math.floor(rnd() * W);
    const y = Math.floor(H * (0.86 + rnd() * 0.12));
    if (y >= H) continue;
    const c = rnd() < 0.7 ? (ACCENTS[0] ?? WHITE) : (ACCENTS[1] ?? WHITE);
    cv.box(x, y, 2, 2, (px, py) => {
      const d = Math.abs(px - x) + Math.abs(py - y);
      cv.add(px, py, c, d === 0 ? 0.9 : d === 1 ? 0.25 : 0.06);
    });
  }
}

function drawCoin(cv: Canvas, cx: number, cy: number, r: number): void {
  const dark: Rgb = [150, 92, 18];
  const light: Rgb = [255, 216, 96];
  cv.box(cx, cy, r + 1, r + 1, (x, y) => {
    const dx = x + 0.5 - cx;
    const dy = y + 0.5 - cy;
    const d = Math.sqrt(dx * dx + dy * dy);
    const a = cover(d - r);
    if (a <= 0) return;
    // Lit from the top-left; the groove and the milled edge are darker bands.
    let c = mix(dark, light, clamp01(0.6 - (dx + dy) / (2.4 * r)));
    c = mix(c, dark, 0.55 * clamp01(1 - Math.abs(d - r * 0.7) / 1.1));
    c = mix(c, dark, 0.5 * clamp01(d - (r - 1.6)));
    if (Math.abs(dx) + Math.abs(dy) < r * 0.32) c = mix(c, light, 0.6); // embossed diamond
    const spec = Math.exp(-((dx + r * 0.4) ** 2 + (dy + r * 0.4) ** 2) / (0.08 * r * r));
    cv.blend(x, y, mix(c, WHITE, 0.7 * spec), a);
  });
}

function drawGem(cv: Canvas, cx: number, cy: number, size: number, base: Rgb): void {
  const a = size;
  const b = size * 1.1;
  const k = (a * b) / Math.sqrt(a * a + b * b);
  cv.box(cx, cy, a + 1, b + 1, (x, y) => {
    const dx = x + 0.5 - cx;
    const dy = y + 0.5 - cy;
    // Rhombus with its top cut flat: the usual "diamond" pictogram.
    const d = Math.max((Math.abs(dx) / a + Math.abs(dy) / b - 1) * k, -b * 0.45 - dy);
    const cov = cover(d);
    if (cov <= 0) return;
    let c = mix(base, dx < 0 ? WHITE : [0, 0, 40], dx < 0 ? 0.25 : 0.3);
    if (dy < -b * 0.15) c = mix(c, WHITE, 0.3); // crown facet
    if (Math.abs(Math.abs(dx) - (dy + b) * 0.35) < 0.6 && dy > -b * 0.15) c = mix(c, WHITE, 0.35); // facet lines
    cv.blend(x, y, c, cov);
  });
}

function drawTreasure(cv: Canvas, rnd: () => number): void {
  const n = 5 + Math.floor(rnd() * 3);
  for (let i = 0; i < n; i++) {
    // Spread horizontally in slots so objects rarely pile on each other.
    const cx = ((i + 0.2 + rnd() * 0.6) / n) * W;
    const cy = H * (0.2 + rnd() * 0.65);
    if (rnd() < 0.6) drawCoin(cv, cx, cy, 7 + rnd() * 6);
    else drawGem(cv, cx, cy, 6 + rnd() * 5, ACCENTS[1 + Math.floor(rnd() * 3)] ?? WHITE);
  }
}

function vignette(cv: Canvas): void {
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const nx = (x + 0.5) / W - 0.5;
      const ny = (y + 0.5) / H - 0.5;
      const f = 1 - 0.45 * (nx * nx + ny * ny);
      const i = (y * W + x) * 3;
      cv.px[i] = (cv.px[i] ?? 0) * f;
      cv.px[i + 1] = (cv.px[i + 1] ?? 0) * f;
      cv.px[i + 2] = (cv.px[i + 2] ?? 0) * f;
    }
  }
}

export function drawScene(seed: number): Canvas {
  const rnd = seededRandom(seed);
  const pal = PALETTES[Math.floor(rnd() * PALETTES.length)] ?? PALETTES[0];
  const cv = new Canvas();
  if (!pal) return cv;
  drawSky(cv, pal);
  drawBeams(cv, rnd);
  drawStars(cv, rnd);
  drawMoon(cv, rnd);
  drawBokeh(cv, rnd, 12, 22);
  drawHills(cv, rnd, pal);
  drawTreasure(cv, rnd);
  drawBokeh(cv, rnd, 5, 12);
  vignette(cv);
  return cv;
}

