import { IMAGE_MAX_BYTES, imageTypeOf, type ImageType } from '../../src/contracts/image-upload.ts';
import { invalid } from '../errors.ts';
import type { ValidationMessageKey } from '../i18n/translate.ts';

export interface UploadedImage {
  mime: ImageType;
  bytes: Buffer;
}

/** The reasons an upload is refused, in the words of the form it came from. */
export interface ImageRefusals {
  tooLarge: ValidationMessageKey;
  notImage: ValidationMessageKey;
}

/**
 * An uploaded image from its base64 text (the schema checked the alphabet and the length): at most
 * 3 MB, and an image by its first bytes whatever the caller says it is.
 */
export function decodeImage(base64: string, refusals: ImageRefusals): UploadedImage {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > IMAGE_MAX_BYTES) throw invalid(refusals.tooLarge);
  const mime = imageTypeOf(bytes);
  if (!mime) throw invalid(refusals.notImage);
  return { mime, bytes };
}
