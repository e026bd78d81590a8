/**
 * An uploaded image (docs/product.md §5 and §9: an uploaded image is at most 3 MB): a bank transfer's
 * voucher, a feedback's picture. Checked by the lobby before it sends and by the server after it
 * decodes. The type comes from the file's first bytes, never from its name or the type a browser
 * claims. Kept free of zod and Node: both runtimes import it.
 */

export const IMAGE_MAX_BYTES = 3 * 1024 * 1024;
/** Length of the base64 text of the largest image, as the JSON bodies carry it. */
export const IMAGE_MAX_BASE64 = Math.ceil(IMAGE_MAX_BYTES / 3) * 4;
/** Bytes `imageTypeOf` needs to tell every accepted type apart. */
export const IMAGE_SNIFF_BYTES = 12;
// A flat character class: a grouped pattern backtracks for most of a second over 4 MB of text.
export const base64Pattern = /^[A-Za-z0-9+/]*={0,2}$/;

export const imageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ImageType = (typeof imageTypes)[number];

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  bytes.length >= from + text.length && [...text].every((c, i) => bytes[from + i] === c.charCodeAt(0));

/** The image type of a file by its magic bytes; null when it is none of png, jpeg, webp, gif. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif';
  return null;
}
