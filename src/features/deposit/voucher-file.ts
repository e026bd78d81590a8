import { imageRefusalOf } from '../../lib/image-file';

export { base64Of, readAsDataUrl } from '../../lib/image-file';

/** What a picked voucher file is: fine, or the `validation.` key of why not. */
export type VoucherCheck = { ok: true } | { ok: false; error: 'validation.voucherTooLarge' | 'validation.voucherType' };

/** Checks a picked voucher the way the server will (lib/image-file.ts), in the deposit form's words. */
export async function checkVoucherFile(file: Blob): Promise<VoucherCheck> {
  const refusal = await imageRefusalOf(file);
  if (refusal === 'tooLarge') return { ok: false, error: 'validation.voucherTooLarge' };
  return refusal ? { ok: false, error: 'validation.voucherType' } : { ok: true };
}
