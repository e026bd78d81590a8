// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { OnlineRechargeReply, RechargeListReply } from '../../domain/contracts/replies/deposits.ts';
import type { StandInsReply } from '../../domain/contracts/stand-ins.ts';
import { ledgerTransactions, paymentAccounts, recharges } from '../../server/db/schema/index.ts';
import { creditedDepositsCents } from '../../server/services/member/vip-ladder.ts';
import { ledgerTotals } from '../../server/services/money/ledger.ts';
import { signNotification } from '../../server/services/money/payment-signature.ts';
import { formFields, memberCalls, notify, paymentIds } from './deposit-helpers.ts';
import { bearer, call, ledgerMovesOf, newMember, startTestApp, walletCents, type Token } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());
const { get, post } = memberCalls(t.app);
const ids = await paymentIds(t.app, (await newMember(t)).token);

/** Starts an online deposit and opens its payment page: the page and its form's signed fields. */
async function openOrder(token: Token, money: string, lang = 'en') {
  const res = await post<OnlineRechargeReply>(`/recharge/online?lang=${lang}`, token, { payment_id: ids.netBank, money });
  expect(res.status).toBe(200);
  const page = await t.app.inject({ method: 'GET', url: res.body.url });
  return { reply: res.body, page, fields: formFields(page.body) };
}

describe('online payment', () => {
  it('opens a signed demo payment page whose Pay button credits the deposit once, through the ledger', async () => {
    const m = await newMember(t, { balanceCents: 5_000 });
    const { reply, page, fields } = await openOrder(m.token, '88.80');
    expect(reply.url).toMatch(/^\/api\/demo-pay\/D[0-9a-f]{24}\?sig=[0-9a-f]{64}&lang=en$/);
    expect(reply.url).not.toContain(m.token.access_token);
    expect(reply.recharge).toMatchObject({ way: 'online', channel: 'Demo online banking', money: '88.80', status: 'pending' });

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('action="/api/demo-pay/notify?lang=en"');
    expect(fields).toMatchObject({ order_no: reply.url.split('/')[3]!.split('?')[0], amount: '88.80', status: 'paid' });
    expect(await walletCents(t, m.id)).toBe(5_000);

    const paid = await notify(t.app, fields);
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('88.80 has been added to your wallet');
    expect(await walletCents(t, m.id)).toBe(13_880);
    expect(await ledgerMovesOf(t, m.id)).toBe(2);
    const [row] = await t.database.db.select().from(recharges).where(eq(recharges.id, reply.recharge.id));
    expect(row).toMatchObject({ status: 'approved' });
    const [moved] = await t.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, row!.ledgerTransactionId!));
    expect(moved).toMatchObject({ kind: 'deposit', memberId: m.id, ref: `recharge:${row!.id}`, idempotencyKey: `recharge:${row!.id}` });
    expect(await creditedDepositsCents(t.database.db, m.id)).toBe(8_880);

    const me = await call<{ money: string }>(t.app, { method: 'POST', url: '/api/auth/me', headers: bearer(m.token) });
    expect(me.body.money).toBe('138.80');
    const list = await get<RechargeListReply>('/recharge/list?lang=en', m.token);
    expect(list.body.list[0]).toMatchObject({ id: reply.recharge.id, status: 'approved' });

    // A replay, also several at once, changes nothing and says the order is closed.
    const replays = await Promise.all([notify(t.app, fields), notify(t.app, fields), notify(t.app, fields, 'zh_cn')]);
    expect(replays.map((r) => r.statusCode)).toEqual([409, 409, 409]);
    expect(replays[2]!.body).toContain('该订单已支付或已关闭');
    expect(await walletCents(t, m.id)).toBe(13_880);
    expect(await ledgerMovesOf(t, m.id)).toBe(2);
    // The page of a paid order no longer offers to pay.
    const again = await t.app.inject({ method: 'GET', url: reply.url });
    expect([again.statusCode, again.body.includes('<form')]).toEqual([409, false]);
  });

  it('credits once when the same notification arrives several times at the same moment', async () => {
    const m = await newMember(t);
    const { fields } = await openOrder(m.token, '20');
    const replies = await Promise.all(Array.from({ length: 6 }, () => notify(t.app, fields)));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect(await walletCents(t, m.id)).toBe(2_000);
    expect(await ledgerMovesOf(t, m.id)).toBe(1);
  });

  it('refuses tampered, forged or malformed notifications and bad page addresses, crediting nothing', async () => {
    const m = await newMember(t);
    const { reply, fields } = await openOrder(m.token, '30.00');
    const other = await newMember(t);
    const { fields: otherFields } = await openOrder(other.token, '10.00');
    const tampered: [Record<string, string>, number][] = [
      [{ ...fields, amount: '3000.00' }, 403],
      [{ ...fields, sign: fields.sign!.replace(/^./, (c) => (c === '0' ? '1' : '0')) }, 403],
      [{ ...fields, nonce: 'a'.repeat(32) }, 403],
      // Another order's valid signature does not pay this order.
      [{ ...fields, sign: otherFields.sign! }, 403],
      [{ ...otherFields, order_no: fields.order_no! }, 403],
      [{ ...fields, sign: 'x' }, 422],
      [{ ...fields, status: 'refunded' }, 422],
      [{ order_no: fields.order_no!, amount: '30.00' }, 422],
    ];
    for (const [body, status] of tampered) expect((await notify(t.app, body)).statusCode, JSON.stringify(body)).toBe(status);
    // Correctly signed, but for an order that does not exist.
    const ghost = { order_no: `D${'0'.repeat(24)}`, amount: '30.00', nonce: 'b'.repeat(32), status: 'paid' as const };
    expect((await notify(t.app, { ...ghost, sign: signNotification(ghost) })).statusCode).toBe(404);
    // A JSON body is held to the same signature.
    const json = await t.app.inject({ method: 'POST', url: '/api/demo-pay/notify', payload: { ...fields, amount: '3000.00' } });
    expect(json.statusCode).toBe(403);

    const [path] = reply.url.split('?');
    for (const url of [path!, `${path}?sig=${'0'.repeat(64)}`, `${path}?sig=nothex`, '/api/demo-pay/../../etc/passwd', `/api/demo-pay/D${'1'.repeat(24)}?sig=${reply.url.split('sig=')[1]!.slice(0, 64)}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body).not.toContain('<form');
    }
    expect(await walletCents(t, m.id)).toBe(0);
    expect(await ledgerMovesOf(t, m.id)).toBe(0);
    expect(await ledgerTotals(t.database.db)).toMatchObject({ accounts: 0, entries: 0, negativeMemberAccounts: 0 });
  });

  it('credits exactly the amount of the order the page was opened for, once: a notification signed for another amount changes nothing', async () => {
    const m = await newMember(t);
    const { fields } = await openOrder(m.token, '10.00');
    // Signed with the server's own key, so only the check against the order's row can refuse it.
    const more = { order_no: fields.order_no!, amount: '20000.00', nonce: fields.nonce!, status: 'paid' as const };
    const refused = await notify(t.app, { ...more, sign: signNotification(more) });
    expect([refused.statusCode, refused.body.includes('20000.00')]).toEqual([403, false]);
    expect(await walletCents(t, m.id)).toBe(0);
    const [pending] = await t.database.db.select().from(recharges).where(eq(recharges.orderNo, fields.order_no!));
    expect(pending).toMatchObject({ status: 'pending', amountCents: 1_000 });

    expect((await notify(t.app, fields)).statusCode).toBe(200);
    expect((await notify(t.app, { ...more, sign: signNotification(more) })).statusCode).toBe(409);
    expect(await walletCents(t, m.id)).toBe(1_000);
    expect(await ledgerMovesOf(t, m.id)).toBe(1);
    expect(await creditedDepositsCents(t.database.db, m.id)).toBe(1_000);
  });

  it('tells the lobby the demo payment page is a stand-in that is on', async () => {
    const res = await call<StandInsReply>(t.app, { method: 'GET', url: '/api/system/stand-ins' });
    // The test app brings its own SMS transport and the dev endpoints.
    expect(res).toEqual({ status: 200, body: { stand_ins: ['demo_payments', 'dev_endpoints'] } });
  });

  it('replaces an unpaid order with a newer one: only the newest can be paid', async () => {
    const m = await newMember(t);
    const old = await openOrder(m.token, '15');
    const fresh = await openOrder(m.token, '25');
    expect((await notify(t.app, old.fields)).statusCode).toBe(409);
    expect((await notify(t.app, fresh.fields)).statusCode).toBe(200);
    expect(await walletCents(t, m.id)).toBe(2_500);
    const list = (await get<RechargeListReply>('/recharge/list?lang=en', m.token)).body.list;
    expect(list.map((r) => [r.money, r.status, r.reason])).toEqual([
      ['25.00', 'approved', null],
      ['15.00', 'rejected', 'Replaced by a newer online payment'],
    ]);
  });

  it('refuses bad amounts and unknown channels, and escapes what the page shows', async () => {
    const m = await newMember(t);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ money: '1e3' }, 422, 'Enter an amount like 100 or 100.50 (at most 2 decimals)'],
      [{ money: '-1' }, 422, 'Enter an amount like 100 or 100.50 (at most 2 decimals)'],
      [{ money: '0.001' }, 422, 'Enter an amount like 100 or 100.50 (at most 2 decimals)'],
      [{ money: 'NaN' }, 422, 'Enter an amount like 100 or 100.50 (at most 2 decimals)'],
      [{ money: '99999999999' }, 422, 'Enter an amount like 100 or 100.50 (at most 2 decimals)'],
      [{ money: '20000.01' }, 422, 'This payment method takes amounts from 10.00 to 20000.00'],
      [{ payment_id: ids.icbc }, 404, 'This payment method does not exist or is closed'],
    ];
    for (const [change, status, message] of cases) {
      const res = await post<{ message: string }>('/recharge/online?lang=en', m.token, { payment_id: ids.netBank, money: '10', ...change });
      expect([res.status, res.body], JSON.stringify(change)).toEqual([status, { message }]);
    }
    expect(await ledgerMovesOf(t, m.id)).toBe(0);

    const title = { zh_cn: '<img src=x onerror=alert(1)>"', zh_hk: 'x', en: '<script>alert(1)</script>' };
    await t.database.db.update(paymentAccounts).set({ title }).where(eq(paymentAccounts.id, ids.qr));
    const res = await post<OnlineRechargeReply>('/recharge/online?lang=zh_cn', m.token, { payment_id: ids.qr, money: '50' });
    const page = await t.app.inject({ method: 'GET', url: res.body.url });
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;');
    expect(page.body).not.toContain('<img');
    expect(page.body).toContain('确认支付');
  });
});
