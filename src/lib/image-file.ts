import { IMAGE_MAX_BYTES, IMAGE_SNIFF_BYTES, imageTypeOf } from '../../domain/contracts/image-upload';

/** Why a picked image is refused: over 3 MB, or not a png, jpeg, webp or gif by its bytes. */
export type ImageRefusal = 'tooLarge' | 'notImage';

/**
 * Checks a picked file the way the server will: at most 3 MB, and a png, jpeg, webp or gif by its
 * first bytes (a renamed .txt is refused whatever its name or claimed type); null when it is fine.
 */
export async function imageRefusalOf(file: Blob): Promise<ImageRefusal | null> {
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer());
  return imageTypeOf(head) ? null : 'notImage';
}

/** The file as a `data:` URL: a preview's source, and (after the comma) the base64 the server takes. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The plain base64 of a `data:` URL, as the API takes an image. */
export const base64Of = (dataUrl: string): string => dataUrl.slice(dataUrl.indexOf(',') + 1);
