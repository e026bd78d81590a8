/**
 * The voucher image of a bank transfer (spec points 5 and 9: an uploaded image is at most 3 MB),
 * checked by the lobby before it sends and by the server after it decodes. The type comes from the
 * file's first bytes, never from its name or the type a browser claims. Kept free of zod and Node:
 * both runtimes import it.
 */

export const VOUCHER_MAX_BYTES = 3 * 1024 * 1024;
/** Length of the base64 text of the largest voucher, as `/recharge/normal` carries it. */
export const VOUCHER_MAX_BASE64 = Math.ceil(VOUCHER_MAX_BYTES / 3) * 4;
/** Bytes `imageTypeOf` needs to tell every accepted type apart. */
export const IMAGE_SNIFF_BYTES = 12;

export const voucherTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type VoucherType = (typeof voucherTypes)[number];

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  bytes.length >= from + text.length && [...text].every((c, i) => bytes[from + i] === c.charCodeAt(0));

/** The image type of a file by its magic bytes; null when it is none of png, jpeg, webp, gif. */
export function imageTypeOf(bytes: Uint8Array): VoucherType | null {
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif';
  return null;
}
