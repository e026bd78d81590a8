import { uploadedImage, type ImageRefusals, type UploadedImage } from '../uploads/image-upload.ts';
import type { UploadField } from '../uploads/upload-body.ts';

export type Voucher = UploadedImage;

const voucherRefusals: ImageRefusals = { tooLarge: 'validation.voucherTooLarge', notImage: 'validation.voucherType', unreadable: 'validation.voucherFormat' };

/** The voucher of `/recharge/normal` (decoded off the event loop), refused in the deposit form's words. */
export function uploadedVoucher(upload: UploadField | null): Voucher | null {
  return uploadedImage(upload, 'voucher', voucherRefusals);
}
