import { IMAGE_SNIFF_BYTES, imageTypeOf, VOUCHER_MAX_BYTES } from '../../contracts/voucher';

/** What a picked voucher file is: fine, or the `validation.` key of why not. */
export type VoucherCheck = { ok: true } | { ok: false; error: 'validation.voucherTooLarge' | 'validation.voucherType' };

/**
 * Checks a picked file the way the server will: at most 3 MB, and a png, jpeg, webp or gif by its
 * first bytes (a renamed .txt is refused whatever its name or claimed type).
 */
export async function checkVoucherFile(file: Blob): Promise<VoucherCheck> {
  if (file.size > VOUCHER_MAX_BYTES) return { ok: false, error: 'validation.voucherTooLarge' };
  const head = new Uint8Array(await file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer());
  return imageTypeOf(head) ? { ok: true } : { ok: false, error: 'validation.voucherType' };
}

/** The file as a `data:` URL: the preview's source, and (after the comma) the base64 the server takes. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The plain base64 of a `data:` URL, as `/recharge/normal` takes a voucher. */
export const base64Of = (dataUrl: string): string => dataUrl.slice(dataUrl.indexOf(',') + 1);
