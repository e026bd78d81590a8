import { IMAGE_MAX_BYTES, imageTypeOf, type ImageType } from '../../../domain/contracts/image-upload.ts';
import { invalid } from '../../errors.ts';
import type { ValidationMessageKey } from '../../i18n/translate.ts';
import type { UploadField } from './upload-body.ts';

export interface UploadedImage {
  mime: ImageType;
  bytes: Buffer;
}

/** The reasons an upload is refused, in the words of the form it came from. */
export interface ImageRefusals {
  tooLarge: ValidationMessageKey;
  notImage: ValidationMessageKey;
  /** Not base64 at all (what the shared schema says of such text). */
  unreadable: ValidationMessageKey;
}
/**
 * The image of an upload body (server/services/uploads/upload-body.ts took it out and decoded it off the event
 * loop); null when none was sent. `field` names it in the refusal, as a schema error would.
 */
export function uploadedImage(upload: UploadField | null, field: string, refusals: ImageRefusals): UploadedImage | null {
  if (!upload) return null;
  if ('issue' in upload) throw invalid(upload.issue === 'tooLarge' ? refusals.tooLarge : refusals.unreadable, { field });
  return checkImage(upload.bytes, refusals);
}

/** At most 3 MB, and an image by its first bytes. */
function checkImage(bytes: Buffer, refusals: ImageRefusals): UploadedImage {
  if (bytes.length > IMAGE_MAX_BYTES) throw invalid(refusals.tooLarge);
  const mime = imageTypeOf(bytes);
  if (!mime) throw invalid(refusals.notImage);
  return { mime, bytes };
}
