import { imageTypeOf, VOUCHER_MAX_BYTES, type VoucherType } from '../../src/contracts/voucher.ts';
import { invalid } from '../errors.ts';

export interface Voucher {
  mime: VoucherType;
  bytes: Buffer;
}

/**
 * The voucher of `/recharge/normal` from its base64 text (the schema checked the alphabet and the
 * length): at most 3 MB, and an image by its first bytes whatever the caller says it is.
 */
export function decodeVoucher(base64: string): Voucher {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > VOUCHER_MAX_BYTES) throw invalid('validation.voucherTooLarge');
  const mime = imageTypeOf(bytes);
  if (!mime) throw invalid('validation.voucherType');
  return { mime, bytes };
}
