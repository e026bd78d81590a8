import { decodeImage, type UploadedImage } from './image-upload.ts';

export type Voucher = UploadedImage;

/** The voucher of `/recharge/normal` from its base64 text, refused in the deposit form's words. */
export function decodeVoucher(base64: string): Voucher {
  return decodeImage(base64, { tooLarge: 'validation.voucherTooLarge', notImage: 'validation.voucherType' });
}
