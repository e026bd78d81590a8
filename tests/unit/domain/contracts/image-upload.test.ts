import { describe, expect, it } from 'vitest';
import { normalRechargeSchema, onlineRechargeSchema } from '../../../../domain/contracts/deposits';
import { imageTypeOf, IMAGE_MAX_BASE64, IMAGE_MAX_BYTES } from '../../../../domain/contracts/image-upload';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('uploaded images', () => {
  it('tells png, jpeg, webp and gif by their first bytes', () => {
    expect(imageTypeOf(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('image/png');
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xdb))).toBe('image/jpeg');
    expect(imageTypeOf(bytes('RIFF', 1, 2, 3, 4, 'WEBPVP8 '))).toBe('image/webp');
    expect(imageTypeOf(bytes('GIF87a'))).toBe('image/gif');
    expect(imageTypeOf(bytes('GIF89a', 1))).toBe('image/gif');
  });

  it('refuses anything else, however it is named', () => {
    expect(imageTypeOf(bytes())).toBeNull();
    expect(imageTypeOf(bytes(0x89, 'PNG'))).toBeNull();
    expect(imageTypeOf(bytes('RIFF', 1, 2, 3, 4, 'WAVE'))).toBeNull();
    expect(imageTypeOf(bytes('%PDF-1.7'))).toBeNull();
    expect(imageTypeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(imageTypeOf(bytes('GIF90a'))).toBeNull();
  });

  it('allows 3 MB, which is 4 MB of base64', () => {
    expect(IMAGE_MAX_BYTES).toBe(3_145_728);
    expect(IMAGE_MAX_BASE64).toBe(4_194_304);
  });
});

describe('deposit payloads', () => {
  const ok = { payment_id: 1, money: '100.50', payer_name: '李 雷' };
  const messageOf = (input: unknown) => {
    const parsed = normalRechargeSchema.safeParse(input);
    return parsed.success ? null : parsed.error.issues[0]!.message;
  };

  it('takes a bank transfer with or without a voucher', () => {
    expect(normalRechargeSchema.parse(ok)).toEqual(ok);
    expect(normalRechargeSchema.parse({ ...ok, payer_name: '  Li Lei ', voucher: 'iVBORw0KGgo=' })).toMatchObject({ payer_name: 'Li Lei' });
  });

  it('names the first rule broken with a validation key', () => {
    expect(messageOf({ ...ok, money: '1e3' })).toBe('validation.amountFormat');
    expect(messageOf({ ...ok, money: 'NaN' })).toBe('validation.amountFormat');
    expect(messageOf({ ...ok, payment_id: '1' })).toBe('validation.paymentRequired');
    expect(messageOf({ ...ok, payment_id: 0 })).toBe('validation.paymentRequired');
    expect(messageOf({ ...ok, payment_id: Number.NaN })).toBe('validation.paymentRequired');
    expect(messageOf({ ...ok, payer_name: '' })).toBe('validation.payerNameRequired');
    expect(messageOf({ ...ok, payer_name: 'a<b' })).toBe('validation.payerNameFormat');
    expect(messageOf({ ...ok, voucher: 'abc' })).toBe('validation.voucherFormat');
    expect(messageOf({ ...ok, voucher: 'ab$=' })).toBe('validation.voucherFormat');
    expect(messageOf({ ...ok, voucher: 'A'.repeat(IMAGE_MAX_BASE64 + 4) })).toBe('validation.voucherTooLarge');
    expect(onlineRechargeSchema.safeParse({ payment_id: 2, money: '0.001' }).error?.issues[0]?.message).toBe('validation.amountFormat');
  });
});
