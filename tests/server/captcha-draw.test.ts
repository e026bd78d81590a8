// @vitest-environment node
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { captchaGeometry } from '../../src/contracts/captcha-types.ts';
import { drawPuzzle } from '../../server/captcha/draw-puzzle.ts';

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

function meanLuminance(img: Decoded, x0: number, y0: number, x1: number, y1: number): number {
  let sum = 0;
  let n = 0;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const o = (y * img.width + x) * 4;
      sum += 0.2126 * byte(img.rgba, o) + 0.7152 * byte(img.rgba, o + 1) + 0.0722 * byte(img.rgba, o + 2);
      n++;
    }
  }
  return sum / n;
}

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

  it('darkens the gap in the background', () => {
    const seed = 42;
    const pieceY = 55;
    for (const [gapX, otherX] of [[70, 180], [180, 70]] as const) {
      const withGap = decodeDataUrl(drawPuzzle({ gapX, pieceY, seed }).background);
      const elsewhere = decodeDataUrl(drawPuzzle({ gapX: otherX, pieceY, seed }).background);
      const box = [gapX + 10, pieceY + 10, gapX + 35, pieceY + 35] as const;
      const dark = meanLuminance(withGap, ...box);
      const plain = meanLuminance(elsewhere, ...box);
      expect(dark).toBeLessThan(plain * 0.7);
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

  it('draws fast enough (reported, not asserted)', () => {
    // Warm up first: the first calls include JIT compilation, which is not the steady state.
    for (let i = 0; i < 30; i++) drawPuzzle({ gapX: 60 + i, pieceY: 20, seed: i });
    const runs = 50;
    const t0 = performance.now();
    for (let i = 0; i < runs; i++) drawPuzzle({ gapX: 60 + i, pieceY: 10 + i, seed: 1000 + i });
    const ms = (performance.now() - t0) / runs;
    console.log(`drawPuzzle: ${ms.toFixed(2)} ms per call (mean of ${runs})`);
    expect(ms).toBeGreaterThan(0);
  });
});
