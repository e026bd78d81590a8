// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import type { BankAccount, NormalRechargeReply, PaymentChannel, RechargeListReply } from '../../domain/contracts/replies/deposits.ts';
import { creditedDepositsCents } from '../../server/services/member/vip-ladder.ts';
import { ledgerTotals } from '../../server/services/money/ledger.ts';
import { memberCalls, paymentIds, PNG_BASE64, pngOfSize, rechargeCount } from './deposit-helpers.ts';
import { call, ledgerMovesOf, newMember, startTestApp, walletCents } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());
const { get, post } = memberCalls(t.app);
const first = await newMember(t);
const ids = await paymentIds(t.app, first.token);
const SUBMITTED = 'Recharge application submitted successfully, please wait for administrator review!';

describe('payment accounts', () => {
  it('lists the bank accounts to pay into and the online channels, to members only', async () => {
    const banks = await get<BankAccount[]>('/payment/normal/list?lang=en', first.token);
    expect(banks.status).toBe(200);
    expect(banks.body[0]).toEqual({
      id: ids.icbc,
      bank_name: 'Industrial and Commercial Bank of China',
      account_name: 'Royal Entertainment Ltd.',
      account_no: '6222 0212 3456 7890 123',
      branch: 'Shenzhen Luohu Sub-branch',
      min: '100.00',
      max: '50000.00',
      voucher_required: false,
    });
    expect(banks.body[1]).toMatchObject({ bank_name: 'China Construction Bank', voucher_required: true });
    expect((await get<BankAccount[]>('/payment/normal/list?lang=zh_hk', first.token)).body[0]!.bank_name).toBe('中國工商銀行');
    const channels = await get<PaymentChannel[]>('/payment/online/list?lang=en', first.token);
    expect(channels.body).toEqual([
      { id: ids.netBank, title: 'Demo online banking', min: '10.00', max: '20000.00' },
      { id: ids.qr, title: 'Demo QR payment', min: '50.00', max: '5000.00' },
    ]);
    expect((await call(t.app, { method: 'GET', url: '/api/payment/normal/list' })).status).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/api/payment/online/list' })).status).toBe(401);
  });
});

describe('bank transfer', () => {
  it('records a pending deposit with its voucher, says so in the caller language, and moves no money', async () => {
    const m = await newMember(t, { balanceCents: 1_000 });
    const res = await post<NormalRechargeReply>('/recharge/normal?lang=en', m.token, { payment_id: ids.icbc, money: '500.50', payer_name: 'Li Lei', voucher: PNG_BASE64 }, 'n-1');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SUBMITTED);
    expect(res.body.recharge).toMatchObject({ way: 'normal', channel: 'Industrial and Commercial Bank of China', money: '500.50', payer_name: 'Li Lei', status: 'pending', has_voucher: true, reason: null, decided_at: null });
    expect(await walletCents(t, m.id)).toBe(1_000);
    expect(await ledgerMovesOf(t, m.id)).toBe(1);

    const zh = await post<NormalRechargeReply>('/recharge/normal?lang=zh_cn', m.token, { payment_id: ids.icbc, money: '100', payer_name: '李雷' });
    expect(zh.body.message).toBe('充值申请提交成功，请等待管理员审核！');
    expect(zh.body.recharge.has_voucher).toBe(false);

    const list = await get<RechargeListReply>('/recharge/list?lang=en', m.token);
    expect(list.body.list.map((r) => [r.money, r.status, r.has_voucher])).toEqual([
      ['100.00', 'pending', false],
      ['500.50', 'pending', true],
    ]);
    // The voucher's bytes never come back through the API.
    expect(JSON.stringify(list.body)).not.toContain(PNG_BASE64.slice(0, 24));
    expect(await creditedDepositsCents(t.database.db, m.id)).toBe(0);
  });

  it('refuses bad input with a message in the caller language, recording nothing and moving nothing', async () => {
    const m = await newMember(t);
    const base = { payment_id: ids.icbc, money: '200', payer_name: 'Li Lei' };
    const amountFormat = 'Enter an amount like 100 or 100.50 (at most 2 decimals)';
    const cases: [Record<string, unknown>, number, string][] = [
      [{ money: '-5' }, 422, amountFormat],
      [{ money: '1e3' }, 422, amountFormat],
      [{ money: '0.001' }, 422, amountFormat],
      [{ money: 'NaN' }, 422, amountFormat],
      [{ money: 200 }, 422, amountFormat],
      [{ money: '0' }, 422, 'The amount must be more than 0'],
      [{ money: '9999999999.99' }, 422, 'The amount is too large'],
      [{ money: '' }, 422, 'Please enter an amount'],
      [{ money: '99.99' }, 422, 'This payment method takes amounts from 100.00 to 50000.00'],
      [{ money: '50000.01' }, 422, 'This payment method takes amounts from 100.00 to 50000.00'],
      [{ payer_name: undefined }, 422, 'Please enter the payer name'],
      [{ payer_name: '   ' }, 422, 'Please enter the payer name'],
      [{ payer_name: '<script>alert(1)</script>' }, 422, 'Please enter the name as it appears on the paying account'],
      [{ payer_name: 'A'.repeat(31) }, 422, 'The payer name is too long'],
      [{ payment_id: 9999 }, 404, 'This payment method does not exist or is closed'],
      [{ payment_id: ids.netBank }, 404, 'This payment method does not exist or is closed'],
      [{ payment_id: '1' }, 422, 'Please choose a payment method'],
      [{ voucher: pngOfSize(3 * 1024 * 1024 + 1) }, 422, 'The image must be at most 3 MB'],
      [{ voucher: Buffer.from('just some text, not an image at all').toString('base64') }, 422, 'The voucher must be a PNG, JPEG, WebP or GIF image'],
      [{ voucher: Buffer.from('%PDF-1.7 a document').toString('base64') }, 422, 'The voucher must be a PNG, JPEG, WebP or GIF image'],
      [{ voucher: 'not base64!' }, 422, 'The voucher could not be read, please upload it again'],
      [{ payment_id: ids.ccb, money: '600' }, 422, 'Please upload the transfer voucher'],
    ];
    for (const [change, status, message] of cases) {
      const res = await post<{ message: string }>('/recharge/normal?lang=en', m.token, { ...base, ...change });
      expect([res.status, res.body], JSON.stringify(change).slice(0, 80)).toEqual([status, { message }]);
    }
    // A body above the route's 5 MB limit is refused before it is read.
    const huge = await post<{ message: string }>('/recharge/normal?lang=en', m.token, { ...base, voucher: pngOfSize(4 * 1024 * 1024) });
    expect([huge.status, huge.body]).toEqual([413, { message: 'The request is too large' }]);
    const zh = await post<{ message: string }>('/recharge/normal?lang=zh_cn', m.token, { ...base, payer_name: '' });
    expect(zh.body.message).toBe('请输入存款人姓名');
    const hk = await post<{ message: string }>('/recharge/normal?lang=zh_hk', m.token, { ...base, voucher: Buffer.from('GIF00').toString('base64') });
    expect(hk.body.message).toBe('憑證須為 PNG、JPEG、WebP 或 GIF 圖片');
    expect(await rechargeCount(t, m.id)).toBe(0);
    expect(await ledgerMovesOf(t, m.id)).toBe(0);
    // Other calls keep the API's 64 kB limit.
    const big = await post('/recharge/online?lang=en', m.token, { payment_id: ids.netBank, money: '10', pad: 'x'.repeat(70 * 1024) });
    expect(big.status).toBe(413);
  });

  it('takes a voucher of exactly 3 MB, and jpeg and webp images (gif: tests/unit/contracts/image-upload.test.ts)', async () => {
    const m = await newMember(t);
    const ok = await post<NormalRechargeReply>('/recharge/normal', m.token, { payment_id: ids.ccb, money: '500', payer_name: 'Li', voucher: pngOfSize(3 * 1024 * 1024) });
    expect(ok.status).toBe(200);
    const heads = [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1')];
    for (const head of heads) {
      expect((await post('/recharge/normal', m.token, { payment_id: ids.ccb, money: '500', payer_name: 'Li', voucher: head.toString('base64') })).status).toBe(200);
    }
  });

  it('allows at most 3 pending bank transfers per member, also when sent at once', async () => {
    const m = await newMember(t);
    const body = (n: number) => ({ payment_id: ids.icbc, money: `${100 + n}`, payer_name: 'Li Lei' });
    const replies = await Promise.all([0, 1, 2, 3, 4].map((n) => post<{ message: string }>('/recharge/normal?lang=en', m.token, body(n), `cap-${n}`)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = replies.filter((r) => r.status !== 200);
    expect(refused.map((r) => [r.status, r.body.message])).toEqual(
      Array(2).fill([429, 'You have 3 deposits waiting for review: please do not resubmit or operate frequently!']),
    );
    expect(await rechargeCount(t, m.id)).toBe(3);
  });

  it('records one deposit for one Idempotency-Key, also when it is sent several times at once', async () => {
    const m = await newMember(t);
    const body = { payment_id: ids.icbc, money: '300', payer_name: 'Li Lei' };
    const replies = await Promise.all(Array.from({ length: 4 }, () => post<NormalRechargeReply>('/recharge/normal?lang=en', m.token, body, 'same-key')));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(replies.map((r) => r.body.recharge.id)).size).toBe(1);
    expect(await rechargeCount(t, m.id)).toBe(1);
    expect(await ledgerTotals(t.database.db)).toMatchObject({ accounts: 0, entries: 0, negativeMemberAccounts: 0 });
  });

  it('shows each member only their own deposits', async () => {
    const a = await newMember(t);
    const b = await newMember(t);
    await post('/recharge/normal', a.token, { payment_id: ids.icbc, money: '150', payer_name: 'Li Lei' });
    expect((await get<RechargeListReply>('/recharge/list', b.token)).body.list).toEqual([]);
    expect((await call(t.app, { method: 'GET', url: '/api/recharge/list' })).status).toBe(401);
  });
});
