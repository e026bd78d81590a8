// @vitest-environment node
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { InboxPage } from '../../domain/contracts/replies/site-mail.ts';
import type { DrawingReply } from '../../domain/contracts/replies/withdrawals.ts';
import { bankCards, bankTypes, memberMessages, members, paymentAccounts, recharges, withdrawals } from '../../server/db/schema/index.ts';
import { depositCommands } from '../../server/ops/deposit-commands.ts';
import { withdrawalCommands } from '../../server/ops/withdrawal-commands.ts';
import { hashSecret } from '../../server/services/accounts/passwords.ts';
import type { OnlineRechargeReply } from '../../domain/contracts/replies/deposits.ts';
import { formFields, notify, paymentIds } from './deposit-helpers.ts';
import { bearer, call, newMember, startTestApp, type Token } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());
const db = t.database.db;
const qkHash = await hashSecret('123456');
const ctx = { db, now: () => new Date(), lang: 'en' as const };
const ops = (name: string, args: string[]) => [...depositCommands, ...withdrawalCommands].find((c) => c.name === name)!.run(ctx, args);
const dev = (url: string, payload?: object) => call<{ status?: string; message: string }>(t.app, { method: 'POST', url: `/api/dev/${url}?lang=en`, ...(payload ? { payload } : {}) });

/** The member's inbox as the lobby reads it. */
const inbox = async (token: Token, lang = 'en') =>
  (await call<InboxPage>(t.app, { method: 'POST', url: `/api/member/message/list?lang=${lang}`, headers: bearer(token), payload: {} })).body;
/** Every inbox row the database holds for the member. */
const stored = (memberId: number) => db.select().from(memberMessages).where(and(eq(memberMessages.memberId, memberId), eq(memberMessages.box, 'inbox')));

async function pendingRecharge(memberId: number, cents: number) {
  const [account] = await db.select({ id: paymentAccounts.id }).from(paymentAccounts).where(eq(paymentAccounts.way, 'normal')).limit(1);
  const [row] = await db.insert(recharges).values({ memberId, way: 'normal', paymentAccountId: account!.id, amountCents: cents, payerName: 'Test Player' }).returning();
  return row!.id;
}

/** A member with 500.00 of opening balance, a card and a pending withdrawal of 120.00. */
async function pendingWithdrawal() {
  const m = await newMember(t, { balanceCents: 50_000 });
  await db.update(members).set({ qkPwdHash: qkHash, realname: 'Test Player' }).where(eq(members.id, m.id));
  const [type] = await db.select().from(bankTypes).limit(1);
  const [card] = await db.insert(bankCards).values({ memberId: m.id, bankTypeId: type!.id, cardNo: '6222020200112233445', ownerName: 'Test Player', branch: 'Main' }).returning();
  const res = await call<DrawingReply>(t.app, { method: 'POST', url: '/api/drawing?lang=en', headers: bearer(m.token), payload: { money: '120.00', bank_id: card!.id, qk_pwd: '123456' } });
  expect(res.status).toBe(200);
  return { ...m, withdrawalId: res.body.withdrawal.id };
}

describe('a deposit approved', () => {
  it('sends the member one "deposit arrived" notice, unread, in each language, with the decision; a repeat sends none', async () => {
    const m = await newMember(t);
    const id = await pendingRecharge(m.id, 25_050);
    expect((await inbox(m.token)).total).toBe(0);
    expect((await dev(`recharges/${id}/approve`)).body.status).toBe('approved');
    expect((await dev(`recharges/${id}/approve`)).body.message).toBe('This deposit was already approved');
    await ops('approve-deposit', [String(id)]);

    const rows = await stored(m.id);
    expect(rows).toHaveLength(1);
    const [decided] = await db.select({ at: recharges.decidedAt }).from(recharges).where(eq(recharges.id, id));
    expect(rows[0]!.createdAt.getTime()).toBe(decided!.at!.getTime());
    const en = await inbox(m.token);
    expect(en).toMatchObject({ total: 1, unread: 1 });
    expect(en.list[0]).toMatchObject({ title: 'Your deposit has arrived', message: '<p>Your bank transfer deposit of 250.50 has been approved.</p><p>With it, 100% first deposit bonus of 250.50 has been credited to your main wallet.</p>', is_read: false });
    expect((await inbox(m.token, 'zh_cn')).list[0]).toMatchObject({ title: '存款已到账', message: '<p>您的 250.50 元银行转账存款已审核通过。</p><p>同时已派发「首存 100% 红利」250.50 元至中心钱包。</p>' });
    expect((await inbox(m.token, 'zh_hk')).list[0]!.title).toBe('存款已到賬');
  });

  it('through the ops command writes exactly one notice too, and a rejection writes none', async () => {
    const m = await newMember(t);
    const approved = await pendingRecharge(m.id, 10_000);
    const rejected = await pendingRecharge(m.id, 20_000);
    await ops('approve-deposit', [String(approved)]);
    await ops('approve-deposit', [String(approved)]);
    await ops('reject-deposit', [String(rejected), 'no', 'money', 'arrived']);
    expect(await stored(m.id)).toHaveLength(1);
  });
});

describe('an online payment paid', () => {
  it('sends one "deposit arrived" notice naming the online payment; a replayed notification sends none', async () => {
    const m = await newMember(t);
    const { netBank } = await paymentIds(t.app, m.token);
    const order = await call<OnlineRechargeReply>(t.app, { method: 'POST', url: '/api/recharge/online?lang=en', headers: { ...bearer(m.token), 'idempotency-key': 'notice-online' }, payload: { payment_id: netBank, money: '88.80' } });
    expect(order.status).toBe(200);
    const fields = formFields((await t.app.inject({ method: 'GET', url: order.body.url })).body);
    expect((await notify(t.app, fields)).statusCode).toBe(200);
    await notify(t.app, fields);
    expect(await stored(m.id)).toHaveLength(1);
    expect((await inbox(m.token)).list[0]).toMatchObject({ title: 'Your deposit has arrived', message: '<p>Your online payment deposit of 88.80 has arrived.</p>' });
  });
});

describe('a withdrawal decided', () => {
  it('paid: one notice; paying again is refused and sends none', async () => {
    const m = await pendingWithdrawal();
    expect((await dev(`withdrawals/${m.withdrawalId}/pay`)).status).toBe(200);
    expect((await dev(`withdrawals/${m.withdrawalId}/pay`)).status).toBe(409);
    await expect(ops('pay-withdrawal', [String(m.withdrawalId)])).rejects.toMatchObject({ key: 'withdrawal_decided' });
    expect(await stored(m.id)).toHaveLength(1);
    const [decided] = await db.select({ at: withdrawals.decidedAt }).from(withdrawals).where(eq(withdrawals.id, m.withdrawalId));
    expect((await stored(m.id))[0]!.createdAt.getTime()).toBe(decided!.at!.getTime());
    expect((await inbox(m.token)).list[0]).toMatchObject({ title: 'Your withdrawal has been paid', message: '<p>Your withdrawal of 120.00 has been paid out; watch for it on your bank card.</p>', is_read: false });
    expect((await inbox(m.token, 'zh_cn')).list[0]!.title).toBe('取款已出款');
  });

  it('refused: one notice with the reason as text, never markup; refusing or paying again sends none', async () => {
    const m = await pendingWithdrawal();
    expect((await dev(`withdrawals/${m.withdrawalId}/reject`, { reason: 'Name <b>differs</b>' })).status).toBe(200);
    expect((await dev(`withdrawals/${m.withdrawalId}/reject`, { reason: 'again' })).status).toBe(409);
    expect((await dev(`withdrawals/${m.withdrawalId}/pay`)).status).toBe(409);
    expect(await stored(m.id)).toHaveLength(1);
    expect((await inbox(m.token)).list[0]).toMatchObject({
      title: 'Your withdrawal was refused',
      message: '<p>Your withdrawal of 120.00 was refused; the amount is back in your main wallet.</p><p>Reason: Name &#60;b&#62;differs&#60;/b&#62;</p>',
    });
    expect((await inbox(m.token, 'zh_cn')).list[0]!.message).toBe('<p>您的 120.00 元取款未通过审核，金额已退回中心钱包。</p><p>原因：Name &#60;b&#62;differs&#60;/b&#62;</p>');
  });

  it('refused through the ops command without a reason: the notice says only that the money is back', async () => {
    const m = await pendingWithdrawal();
    await ops('reject-withdrawal', [String(m.withdrawalId)]);
    const rows = await stored(m.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body.en).toBe('<p>Your withdrawal of 120.00 was refused; the amount is back in your main wallet.</p>');
  });
});
