// @vitest-environment node
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { matchers } from '../harness/gap-match.ts';
import { decodePngDataUrl } from '../harness/png-decode.ts';
import { captchaGeometry } from '../../domain/contracts/captcha-types.ts';
import { drawPuzzle, planPuzzle } from '../../server/captcha/draw-puzzle.ts';
import { drawScene } from '../../server/captcha/draw-scene.ts';
import { horizontalExtent, PIECE_SIDES } from '../../server/captcha/piece-shapes.ts';

interface Decoded {
  width: number;
  height: number;
  rgba: Uint8Array;
}

const byte = (a: Uint8Array, i: number): number => a[i] ?? 0;

/** Independent decoder, so the test does not trust the encoder it checks. */
function decodeDataUrl(url: string): Decoded {
  const prefix = 'data:image/png;base64,';
  expect(url.startsWith(prefix)).toBe(true);
  const png = Buffer.from(url.slice(prefix.length), 'base64');
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  const types: string[] = [];
  for (let at = 8; at < png.length; ) {
    const len = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + len);
    types.push(type);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect([...data.subarray(8)]).toEqual([8, 6, 0, 0, 0]);
    } else if (type === 'IDAT') {
      idat.push(data);
    }
    at += 12 + len;
  }
  // Nothing but pixels: no text chunk could carry the gap position.
  expect(types).toEqual(['IHDR', 'IDAT', 'IEND']);

  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  expect(raw.length).toBe(height * (stride + 1));
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const filter = byte(raw, y * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const a = i >= 4 ? byte(rgba, y * stride + i - 4) : 0;
      const b = y > 0 ? byte(rgba, (y - 1) * stride + i) : 0;
      const c = i >= 4 && y > 0 ? byte(rgba, (y - 1) * stride + i - 4) : 0;
      let pred = 0;
      if (filter === 1) pred = a;
      else if (filter === 2) pred = b;
      else if (filter === 3) pred = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        pred = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      } else expect(filter).toBe(0);
      rgba[y * stride + i] = (byte(raw, y * (stride + 1) + 1 + i) + pred) & 0xff;
    }
  }
  return { width, height, rgba };
}

const alphaAt = (img: Decoded, x: number, y: number): number => byte(img.rgba, (y * img.width + x) * 4 + 3);

describe('drawPuzzle', () => {
  const { width, height, pieceSize } = captchaGeometry;

  it('produces PNGs of the contract sizes', () => {
    const { background, piece } = drawPuzzle({ gapX: 100, pieceY: 40, seed: 1 });
    const bg = decodeDataUrl(background);
    const pc = decodeDataUrl(piece);
    expect([bg.width, bg.height]).toEqual([width, height]);
    expect([pc.width, pc.height]).toEqual([pieceSize, pieceSize]);
    expect(alphaAt(bg, 0, 0)).toBe(255);
  });

  it('cuts a jigsaw piece: transparent outside, opaque inside', () => {
    const pc = decodeDataUrl(drawPuzzle({ gapX: 120, pieceY: 60, seed: 2 }).piece);
    // Square spans 2..40 × 10..48, knobs sit mid-top and mid-right: these corners are outside.
    for (const [x, y] of [[0, 0], [49, 0], [0, 49], [49, 49], [1, 5], [45, 5], [47, 45]] as const) {
      expect(alphaAt(pc, x, y), `(${x},${y})`).toBe(0);
    }
    for (const [x, y] of [[21, 29], [10, 20], [35, 40], [21, 4], [46, 29]] as const) {
      expect(alphaAt(pc, x, y), `(${x},${y})`).toBe(255);
    }
    // Anti-aliased: some edge pixels are partly covered.
    const partial = Array.from({ length: pieceSize * pieceSize }, (_, i) => byte(pc.rgba, i * 4 + 3)).filter(
      (a) => a > 0 && a < 255,
    );
    expect(partial.length).toBeGreaterThan(20);
  });

  /**
   * Per column, how far rows y0..y1 of the drawn background are from the bare scene (mean absolute
   * luminance difference): 0 where nothing was cut, well above it where a hole was.
   */
  function columnCut(diff: Float64Array, y0: number, y1: number): number[] {
    const out: number[] = [];
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let y = y0; y <= y1; y++) sum += diff[y * width + x] ?? 0;
      out.push(sum / (y1 - y0 + 1));
    }
    return out;
  }

  /** Per pixel, the absolute luminance difference between the drawn background and the bare scene. */
  function cutMap(background: Decoded, seed: number): Float64Array {
    const scene = drawScene(seed);
    const diff = new Float64Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const o = (y * width + x) * 4;
        const drawn = 0.2126 * byte(background.rgba, o) + 0.7152 * byte(background.rgba, o + 1) + 0.0722 * byte(background.rgba, o + 2);
        // The scene is light added up, rounded and clipped only when the PNG is written.
        const [r, g, b] = scene.get(x, y).map((v) => Math.min(255, Math.max(0, Math.round(v)))) as [number, number, number];
        diff[y * width + x] = Math.abs(drawn - (0.2126 * r + 0.7152 * g + 0.0722 * b));
      }
    }
    return diff;
  }

  /** A column (or row) counts as cut when it differs from the bare scene by this much on average. */
  const CUT = 6;

  /** Runs of cut columns at least 20 px wide: the holes crossing rows y0..y1. */
  function holeRuns(cut: number[]): [number, number][] {
    const runs: [number, number][] = [];
    cut.forEach((v, x) => {
      const last = runs[runs.length - 1];
      if (v < CUT) return;
      if (last && last[1] === x - 1) last[1] = x;
      else runs.push([x, x]);
    });
    return runs.filter(([a, b]) => b - a >= 20);
  }

  const cases = [
    { gapX: 70, pieceY: 20, seed: 42 },
    { gapX: 125, pieceY: 60, seed: 7 },
    { gapX: 190, pieceY: 102, seed: 1234 },
    { gapX: 60, pieceY: 8, seed: 99 },
  ];

  it("cuts the gap where the piece is, its top at the piece's top", () => {
    for (const input of cases) {
      const { background, piece } = drawPuzzle(input);
      const bg = decodeDataUrl(background);
      const pc = decodeDataUrl(piece);
      // The piece's opaque rows down its middle (through the top knob); the gap's cut rows there.
      const pieceRows = Array.from({ length: pieceSize }, (_, y) => y).filter((y) => alphaAt(pc, 21, y) === 255);
      const diff = cutMap(bg, input.seed);
      const cut = Array.from({ length: height }, (_, y) => columnCut(diff, y, y).slice(input.gapX + 19, input.gapX + 24));
      const gapRows = cut.map((row, y) => [y, row.reduce((a, b) => a + b, 0) / row.length] as const).filter(([, v]) => v >= CUT).map(([y]) => y);
      // Turned a little about its centre, the gap's top and bottom move by a pixel or two, no more.
      expect(Math.abs(gapRows[0]! - (input.pieceY + pieceRows[0]!)), JSON.stringify(input)).toBeLessThanOrEqual(2);
      expect(Math.abs(gapRows[gapRows.length - 1]! - (input.pieceY + pieceRows[pieceRows.length - 1]!)), JSON.stringify(input)).toBeLessThanOrEqual(2);
    }
  });

  it("cuts three decoy holes of other shapes at the gap's height, apart from it and each other", () => {
    for (const input of cases) {
      const bg = decodeDataUrl(drawPuzzle(input).background);
      // Rows through the middle of the square every shape shares (y 10–48 of the box).
      const diff = cutMap(bg, input.seed);
      const runs = holeRuns(columnCut(diff, input.pieceY + 22, input.pieceY + 36));
      // At least three of the four stand out here (a hole in the night sky is dark on dark).
      expect(runs.length, JSON.stringify({ input, runs })).toBeGreaterThanOrEqual(3);
      const gapRun = runs.find(([a, b]) => a <= input.gapX + 21 && b >= input.gapX + 21);
      expect(gapRun, JSON.stringify({ input, runs })).toBeDefined();
      // Separate runs: scene between every two holes, so none touches the gap or another decoy.
      for (let k = 1; k < runs.length; k++) expect(runs[k]![0]).toBeGreaterThan(runs[k - 1]![1] + 1);
      // The same height: above and below the band every hole's columns are the scene's again.
      if (input.pieceY >= 6) {
        const above = columnCut(diff, input.pieceY - 6, input.pieceY - 3);
        for (const [a, b] of runs) for (let x = a + 8; x <= b - 8; x++) expect(above[x]!, `x ${x} ${JSON.stringify(input)}`).toBeLessThan(CUT);
      }
      const { decoys } = planPuzzle(input);
      expect(decoys.length).toBe(3);
      for (const d of decoys) expect(d.sides).not.toEqual(PIECE_SIDES);
    }
  });

  it('always places three decoys, inside the picture, and two within the slider\'s reach wherever two fit there', () => {
    const { minOffset, maxOffset } = captchaGeometry;
    const span = (x: number, sides: typeof PIECE_SIDES) => [x + horizontalExtent(sides).left, x + horizontalExtent(sides).right] as const;
    // Every decoy holds the piece's outline, so none is narrower: box xs this far apart never touch.
    const pieceSpan = span(0, PIECE_SIDES);
    const apart = pieceSpan[1] - pieceSpan[0] + 1 + 3;
    for (let gapX = minOffset; gapX <= maxOffset; gapX++) {
      for (let seed = 0; seed < 8; seed++) {
        const input = { gapX, pieceY: 40, seed: seed * 7919 + gapX };
        const { decoys } = planPuzzle(input);
        const where = JSON.stringify({ input, decoys });
        expect(decoys.length, where).toBe(3);
        const holes = [span(gapX, PIECE_SIDES), ...decoys.map((d) => span(d.x, d.sides))].sort((a, b) => a[0] - b[0]);
        expect(holes[0]![0], where).toBeGreaterThanOrEqual(0);
        expect(holes[3]![1], where).toBeLessThanOrEqual(width - 1);
        for (let k = 1; k < holes.length; k++) expect(holes[k]![0], where).toBeGreaterThanOrEqual(holes[k - 1]![1] + 3);
        const twoFit = gapX - 2 * apart >= minOffset || gapX + 2 * apart <= maxOffset || (gapX - apart >= minOffset && gapX + apart <= maxOffset);
        const inReach = decoys.filter((d) => d.x >= minOffset && d.x <= maxOffset).length;
        expect(inReach, where).toBeGreaterThanOrEqual(twoFit ? 2 : 1);
      }
    }
  });

  it("leads a template match of the piece's silhouette or outline to the real gap in under 5 % of puzzles, its row known", () => {
    // The attacker's two best matchers of the solver benchmark (tests/harness/gap-match.ts, README.md) on
    // 300 fixed puzzles: a decoy holds the piece's outline square to the picture and the gap is
    // turned and cut smaller, so the match should prefer a decoy whenever one is within reach.
    const { minOffset, maxOffset, minTop, maxTop, tolerance } = captchaGeometry;
    const n = 300;
    const found = { silhouette: 0, 'outline, oriented': 0 };
    for (let i = 0; i < n; i++) {
      const gapX = minOffset + ((7919 + i * 104729) % (maxOffset - minOffset + 1));
      const pieceY = minTop + ((31 + i * 7907) % (maxTop - minTop + 1));
      const { background, piece } = drawPuzzle({ gapX, pieceY, seed: (1000003 + i * 2654435761) >>> 1 });
      const bg = decodePngDataUrl(background);
      const pc = decodePngDataUrl(piece);
      for (const name of Object.keys(found) as (keyof typeof found)[]) {
        const at = matchers[name]!(bg, pc, { x0: minOffset, x1: maxOffset, y0: pieceY, y1: pieceY });
        if (Math.abs(at.x - gapX) <= tolerance) found[name]++;
      }
    }
    for (const [name, k] of Object.entries(found)) expect(k / n, name).toBeLessThanOrEqual(0.05);
  }, 60_000);

  it("draws the piece as its own picture, not a copy of the background's pixels at the gap", () => {
    for (const input of cases) {
      const { background, piece } = drawPuzzle(input);
      const bg = decodeDataUrl(background);
      const pc = decodeDataUrl(piece);
      // Pixels well inside the piece (3 px from its edge, where both pictures draw their rims).
      const p: number[] = [];
      const b: number[] = [];
      for (let y = 3; y < pieceSize - 3; y++) {
        for (let x = 3; x < pieceSize - 3; x++) {
          let inner = true;
          for (let dy = -3; dy <= 3 && inner; dy++) for (let dx = -3; dx <= 3 && inner; dx++) inner = alphaAt(pc, x + dx, y + dy) === 255;
          if (!inner) continue;
          const po = (y * pieceSize + x) * 4;
          const bo = ((input.pieceY + y) * width + input.gapX + x) * 4;
          p.push(0.2126 * byte(pc.rgba, po) + 0.7152 * byte(pc.rgba, po + 1) + 0.0722 * byte(pc.rgba, po + 2));
          b.push(0.2126 * byte(bg.rgba, bo) + 0.7152 * byte(bg.rgba, bo + 1) + 0.0722 * byte(bg.rgba, bo + 2));
        }
      }
      // The best brightness fit b ≈ k·p + c: a darkened copy leaves nothing but rounding unexplained.
      const n = p.length;
      const mp = p.reduce((a, v) => a + v, 0) / n;
      const mb = b.reduce((a, v) => a + v, 0) / n;
      let spp = 0;
      let spb = 0;
      for (let i = 0; i < n; i++) {
        spp += (p[i]! - mp) ** 2;
        spb += (p[i]! - mp) * (b[i]! - mb);
      }
      const k = spb / spp;
      const residual = b.reduce((a, v, i) => a + Math.abs(v - (mb + k * (p[i]! - mp))), 0) / n;
      const spread = b.reduce((a, v) => a + Math.abs(v - mb), 0) / n;
      expect(n).toBeGreaterThan(500);
      // Most of the gap's own variation is not the piece's: the fit explains under half of it.
      expect(residual, JSON.stringify(input)).toBeGreaterThan(0.5 * spread);
      expect(residual, JSON.stringify(input)).toBeGreaterThan(2);
    }
  });

  it('is deterministic per input and varies with the seed', () => {
    const a = drawPuzzle({ gapX: 90, pieceY: 30, seed: 7 });
    const b = drawPuzzle({ gapX: 90, pieceY: 30, seed: 7 });
    const c = drawPuzzle({ gapX: 90, pieceY: 30, seed: 8 });
    expect(b).toEqual(a);
    expect(c.background).not.toBe(a.background);
    expect(c.piece).not.toBe(a.piece);
  });

  it('rejects a piece outside the picture', () => {
    expect(() => drawPuzzle({ gapX: width - pieceSize + 1, pieceY: 0, seed: 1 })).toThrow(RangeError);
    expect(() => drawPuzzle({ gapX: 0, pieceY: -1, seed: 1 })).toThrow(RangeError);
  });
});
