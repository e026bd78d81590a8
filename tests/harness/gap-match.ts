// Where the slider's gap is, found the way an attacker would (bench/captcha-solver.ts): every offset
// of the piece's box over the background is scored, the best one wins. Several scores, because a
// defence that beats one matcher may not beat another: each looks at a different thing the piece and
// its gap could share (their colours, their texture, their outline, their silhouette).
import type { Rgba } from './png-decode';

/** Where to look: the box's top-left x and y, both ends included (the slider's reach and the gap's band). */
export interface SearchArea {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

export interface GapMatch {
  /** Top-left of the piece's box over the background at the best score. */
  x: number;
  y: number;
  /** The matcher's own score there (higher is better). */
  score: number;
}

export type Matcher = (background: Rgba, piece: Rgba, area: SearchArea) => GapMatch;

/** One plane of numbers per pixel, row by row. */
interface Plane {
  width: number;
  height: number;
  v: Float64Array;
}

const greyOf = (img: Rgba): Plane => {
  const v = new Float64Array(img.width * img.height);
  for (let i = 0; i < v.length; i += 1) v[i] = 0.299 * img.data[i * 4]! + 0.587 * img.data[i * 4 + 1]! + 0.114 * img.data[i * 4 + 2]!;
  return { width: img.width, height: img.height, v };
};

const alphaOf = (img: Rgba): Plane => {
  const v = new Float64Array(img.width * img.height);
  for (let i = 0; i < v.length; i += 1) v[i] = img.data[i * 4 + 3]! / 255;
  return { width: img.width, height: img.height, v };
};

/** Sobel gradients (x and y) of a plane; the border is left at zero. */
function sobel(p: Plane): { gx: Plane; gy: Plane } {
  const { width: w, height: h, v } = p;
  const gx = new Float64Array(w * h);
  const gy = new Float64Array(w * h);
  for (let y = 1; y < h - 1; y += 1) {
    for (let x = 1; x < w - 1; x += 1) {
      const i = y * w + x;
      const tl = v[i - w - 1]!;
      const t = v[i - w]!;
      const tr = v[i - w + 1]!;
      const l = v[i - 1]!;
      const r = v[i + 1]!;
      const bl = v[i + w - 1]!;
      const b = v[i + w]!;
      const br = v[i + w + 1]!;
      gx[i] = tr + 2 * r + br - tl - 2 * l - bl;
      gy[i] = bl + 2 * b + br - tl - 2 * t - tr;
    }
  }
  return { gx: { width: w, height: h, v: gx }, gy: { width: w, height: h, v: gy } };
}

/** Visits every offset of the area (clipped so the box stays inside the background) and keeps the best score. */
function bestOver(bgWidth: number, bgHeight: number, piece: { width: number; height: number }, area: SearchArea, score: (base: number) => number): GapMatch {
  let best: GapMatch = { x: area.x0, y: area.y0, score: -Infinity };
  const y1 = Math.min(area.y1, bgHeight - piece.height);
  const x1 = Math.min(area.x1, bgWidth - piece.width);
  for (let y = Math.max(0, area.y0); y <= y1; y += 1) {
    for (let x = Math.max(0, area.x0); x <= x1; x += 1) {
      const s = score(y * bgWidth + x);
      if (s > best.score) best = { x, y, score: s };
    }
  }
  return best;
}

/** The piece's fully opaque pixels: their offsets in the background per box position. */
function opaqueAt(piece: Rgba, bgWidth: number): { at: Int32Array; index: Int32Array } {
  const at: number[] = [];
  const index: number[] = [];
  for (let y = 0; y < piece.height; y += 1) {
    for (let x = 0; x < piece.width; x += 1) {
      if (piece.data[(y * piece.width + x) * 4 + 3] !== 255) continue;
      at.push(y * bgWidth + x);
      index.push(y * piece.width + x);
    }
  }
  return { at: Int32Array.from(at), index: Int32Array.from(index) };
}

/**
 * Zero-mean normalised cross-correlation of template planes (summed over the planes) against image
 * planes, on the template's support: insensitive to the gap's brightness and contrast, so a darkened
 * or washed-out copy still scores near 1.
 */
function nccPlanes(images: Plane[], templates: Plane[], support: { at: Int32Array; index: Int32Array }, area: SearchArea, piece: Rgba, eitherSign = false): GapMatch {
  const n = support.at.length;
  const ts = templates.map((t) => {
    const vals = new Float64Array(n);
    let mean = 0;
    for (let m = 0; m < n; m += 1) mean += vals[m] = t.v[support.index[m]!]!;
    mean /= n;
    let ss = 0;
    for (let m = 0; m < n; m += 1) {
      vals[m]! -= mean;
      ss += vals[m]! ** 2;
    }
    return { vals, ss };
  });
  const tNorm = Math.sqrt(ts.reduce((a, t) => a + t.ss, 0));
  const { width, height } = images[0]!;
  return bestOver(width, height, piece, area, (base) => {
    let dot = 0;
    let ii = 0;
    for (let p = 0; p < images.length; p += 1) {
      const img = images[p]!.v;
      const t = ts[p]!.vals;
      let sum = 0;
      let sq = 0;
      let d = 0;
      for (let m = 0; m < n; m += 1) {
        const b = img[base + support.at[m]!]!;
        sum += b;
        sq += b * b;
        d += b * t[m]!;
      }
      dot += d; // the template is zero-mean, so the image's mean drops out of the product
      ii += sq - (sum * sum) / n;
    }
    if (!(ii > 1e-9 && tNorm > 0)) return -Infinity;
    const r = dot / (tNorm * Math.sqrt(ii));
    return eitherSign ? Math.abs(r) : r;
  });
}

/** Every pixel of the piece's box: the support of the outline and silhouette templates. */
function wholeBox(piece: Rgba, bgWidth: number): { at: Int32Array; index: Int32Array } {
  const at = new Int32Array(piece.width * piece.height);
  const index = new Int32Array(piece.width * piece.height);
  for (let y = 0, m = 0; y < piece.height; y += 1) {
    for (let x = 0; x < piece.width; x += 1, m += 1) {
      at[m] = y * bgWidth + x;
      index[m] = m;
    }
  }
  return { at, index };
}

/** Sum of squared differences on RGB over the piece's opaque pixels: a copy of the piece's pixels scores 0. */
export const ssdRgb: Matcher = (background, piece, area) => {
  const { at, index } = opaqueAt(piece, background.width);
  const bg = background.data;
  const pc = piece.data;
  return bestOver(background.width, background.height, piece, area, (base) => {
    let ssd = 0;
    for (let m = 0; m < at.length; m += 1) {
      const b = (base + at[m]!) * 4;
      const p = index[m]! * 4;
      ssd += (bg[b]! - pc[p]!) ** 2 + (bg[b + 1]! - pc[p + 1]!) ** 2 + (bg[b + 2]! - pc[p + 2]!) ** 2;
    }
    return -ssd;
  });
};

/**
 * The gap as the piece's pixels scaled by one factor (a darkened copy): the best factor at every
 * offset, scored by the share of the background's energy it leaves unexplained. The matcher that
 * read the captcha when the gap was the piece's own pixels at 55 %.
 */
export const brightnessFit: Matcher = (background, piece, area) => {
  const { at, index } = opaqueAt(piece, background.width);
  const bg = greyOf(background).v;
  const pg = greyOf(piece).v;
  let pp = 0;
  for (let m = 0; m < index.length; m += 1) pp += pg[index[m]!]! ** 2;
  return bestOver(background.width, background.height, piece, area, (base) => {
    let bp = 0;
    let bb = 0;
    for (let m = 0; m < at.length; m += 1) {
      const b = bg[base + at[m]!]!;
      bp += b * pg[index[m]!]!;
      bb += b * b;
    }
    if (bb === 0 || pp === 0) return -Infinity;
    return -(bb - (bp * bp) / pp) / bb;
  });
};

/** Normalised cross-correlation of the piece's grey texture over its opaque pixels. */
export const nccGrey: Matcher = (background, piece, area) =>
  nccPlanes([greyOf(background)], [greyOf(piece)], opaqueAt(piece, background.width), area, piece);

/**
 * The piece's outline, oriented: the alpha's gradient against the background's grey gradient over
 * the whole box. Either sign: a gap darker than its surroundings has a grey gradient pointing out
 * where the alpha's points in, one with a light rim the other way round.
 */
export const outlineOriented: Matcher = (background, piece, area) => {
  const g = sobel(greyOf(background));
  const a = sobel(alphaOf(piece));
  return nccPlanes([g.gx, g.gy], [a.gx, a.gy], wholeBox(piece, background.width), area, piece, true);
};

/** The piece's outline as an edge-strength map (either polarity: a bevel lit on one side and shaded on the other). */
export const outlineMagnitude: Matcher = (background, piece, area) => {
  const magnitude = ({ gx, gy }: { gx: Plane; gy: Plane }): Plane => {
    const v = new Float64Array(gx.v.length);
    for (let i = 0; i < v.length; i += 1) v[i] = Math.hypot(gx.v[i]!, gy.v[i]!);
    return { width: gx.width, height: gx.height, v };
  };
  return nccPlanes([magnitude(sobel(greyOf(background)))], [magnitude(sobel(alphaOf(piece)))], wholeBox(piece, background.width), area, piece);
};

/** The piece's silhouette against darkness: the alpha mask correlated with the background's grey, negated. */
export const silhouette: Matcher = (background, piece, area) => {
  const dark = greyOf(background);
  for (let i = 0; i < dark.v.length; i += 1) dark.v[i] = -dark.v[i]!;
  return nccPlanes([dark], [alphaOf(piece)], wholeBox(piece, background.width), area, piece);
};

/** Every matcher the attacker's script tries, by the name it prints. */
export const matchers: Record<string, Matcher> = {
  'SSD on RGB': ssdRgb,
  'brightness fit': brightnessFit,
  'NCC on grey': nccGrey,
  'outline, oriented': outlineOriented,
  'outline, edge strength': outlineMagnitude,
  silhouette,
};
