// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Recharge } from '../../../../domain/contracts/replies/deposits';
import { inRange } from '../../../../src/features/deposit/amount-range';
import { approvedIds, paymentOutcome, statusKey } from '../../../../src/features/deposit/recharge-status';
import { base64Of, checkVoucherFile, readAsDataUrl } from '../../../../src/features/deposit/voucher-file';

const recharge = (id: number, status: Recharge['status'], way: Recharge['way'] = 'normal'): Recharge => ({
  id,
  way,
  status,
  channel: 'ICBC',
  money: '100.00',
  payer_name: null,
  reason: null,
  has_voucher: false,
  created_at: '2026-01-01T00:00:00.000Z',
  decided_at: null,
});

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

describe('deposit amounts', () => {
  it('are within a payment method\'s limits inclusively, compared in cents', () => {
    const limits = { min: '100.00', max: '50000.00' };
    expect(inRange('100', limits)).toBe(true);
    expect(inRange('50000.00', limits)).toBe(true);
    expect(inRange('99.99', limits)).toBe(false);
    expect(inRange('50000.01', limits)).toBe(false);
    expect(inRange('0.1', { min: '0.10', max: '0.30' })).toBe(true);
  });
});

describe('deposit status', () => {
  it('says a pending bank transfer waits for review and a pending online order for payment', () => {
    expect(statusKey(recharge(1, 'pending'))).toBe('deposit.statusPending');
    expect(statusKey(recharge(1, 'pending', 'online'))).toBe('deposit.statusAwaiting');
    expect(statusKey(recharge(1, 'approved', 'online'))).toBe('deposit.statusApproved');
    expect(statusKey(recharge(1, 'rejected'))).toBe('deposit.statusRejected');
  });

  it('changes its approved-set value only when one more deposit is approved', () => {
    const before = approvedIds([recharge(3, 'pending'), recharge(2, 'approved'), recharge(1, 'approved')]);
    expect(before).toBe('1,2');
    expect(approvedIds([recharge(4, 'pending'), recharge(3, 'pending'), recharge(2, 'approved'), recharge(1, 'approved')])).toBe(before);
    expect(approvedIds([recharge(3, 'approved'), recharge(2, 'approved'), recharge(1, 'approved')])).not.toBe(before);
  });

  it('follows a watched online order until it is paid or closed', () => {
    expect(paymentOutcome(undefined, 5)).toBe('waiting');
    expect(paymentOutcome([recharge(4, 'approved')], 5)).toBe('waiting');
    expect(paymentOutcome([recharge(5, 'pending', 'online')], 5)).toBe('waiting');
    expect(paymentOutcome([recharge(5, 'approved', 'online')], 5)).toBe('paid');
    expect(paymentOutcome([recharge(5, 'rejected', 'online')], 5)).toBe('closed');
  });
});

describe('voucher files', () => {
  it('accepts an image by its bytes, whatever its name or claimed type', async () => {
    expect(await checkVoucherFile(new File([png], 'receipt.txt', { type: 'text/plain' }))).toEqual({ ok: true });
  });

  it('refuses a file over 3 MB before reading it, and a non-image', async () => {
    const big = new File([png, new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    expect(await checkVoucherFile(big)).toEqual({ ok: false, error: 'validation.voucherTooLarge' });
    expect(await checkVoucherFile(new File(['%PDF-1.7'], 'receipt.png', { type: 'image/png' }))).toEqual({ ok: false, error: 'validation.voucherType' });
    expect(await checkVoucherFile(new File([], 'empty.png'))).toEqual({ ok: false, error: 'validation.voucherType' });
  });

  it('reads a file as a data URL whose tail is the base64 the server takes', async () => {
    const url = await readAsDataUrl(new File([png], 'a.png', { type: 'image/png' }));
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(base64Of(url)).toBe(btoa(String.fromCharCode(...png)));
  });
});
