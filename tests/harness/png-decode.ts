// A small PNG reader for the captcha attacker's script (bench/captcha-solver.ts): 8-bit RGBA or RGB,
// not interlaced, which is what the server's encoder (server/captcha/png.ts) writes. An attacker needs
// no image library either: the IDAT chunks inflated and the row filters undone are the pixels.
import { inflateSync } from 'node:zlib';

export interface Rgba {
  width: number;
  height: number;
  /** width × height × 4 bytes, row by row. */
  data: Uint8Array;
}

const paeth = (a: number, b: number, c: number): number => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Undoes the per-row filters (None, Sub, Up, Average, Paeth) in place into `out`. */
function unfilter(raw: Uint8Array, width: number, height: number, bpp: number): Uint8Array {
  const stride = width * bpp;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const type = raw[y * (stride + 1)] ?? 0;
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    for (let i = 0; i < stride; i += 1) {
      const a = i >= bpp ? (out[row + i - bpp] ?? 0) : 0;
      const b = y > 0 ? (out[row - stride + i] ?? 0) : 0;
      const c = i >= bpp && y > 0 ? (out[row - stride + i - bpp] ?? 0) : 0;
      const predictor = type === 0 ? 0 : type === 1 ? a : type === 2 ? b : type === 3 ? (a + b) >> 1 : paeth(a, b, c);
      out[row + i] = ((raw[src + i] ?? 0) + predictor) & 0xff;
    }
  }
  return out;
}

export function decodePng(png: Uint8Array): Rgba {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let width = 0;
  let height = 0;
  let colourType = 0;
  const idat: Uint8Array[] = [];
  // Chunks start past the 8-byte signature: length, type, data, CRC (not checked: the server made it).
  for (let at = 8; at + 8 <= png.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      colourType = data[9] ?? 0;
      if (data[8] !== 8 || data[12] !== 0 || (colourType !== 6 && colourType !== 2)) throw new Error('only 8-bit RGB(A), not interlaced');
    } else if (type === 'IDAT') idat.push(data);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const bpp = colourType === 6 ? 4 : 3;
  const pixels = unfilter(inflateSync(Buffer.concat(idat)), width, height, bpp);
  if (bpp === 4) return { width, height, data: pixels };
  const data = new Uint8Array(width * height * 4);
  for (let i = 0, o = 0; i < pixels.length; i += 3, o += 4) {
    data[o] = pixels[i] ?? 0;
    data[o + 1] = pixels[i + 1] ?? 0;
    data[o + 2] = pixels[i + 2] ?? 0;
    data[o + 3] = 255;
  }
  return { width, height, data };
}

/** The pixels of a `data:image/png;base64,…` address. */
export function decodePngDataUrl(url: string): Rgba {
  const comma = url.indexOf(',');
  if (!url.startsWith('data:image/png;base64,') || comma < 0) throw new Error('not a PNG data URL');
  return decodePng(Buffer.from(url.slice(comma + 1), 'base64'));
}
