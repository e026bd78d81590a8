// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NormalRechargeReply } from '../../domain/contracts/replies/deposits.ts';
import type { FeedbackPage, FeedbackReply } from '../../domain/contracts/replies/feedback.ts';
import type { LiveNote } from '../../domain/contracts/live.ts';
import type { InboxPage } from '../../domain/contracts/replies/site-mail.ts';
import type { DrawingReply } from '../../domain/contracts/replies/withdrawals.ts';
import { bankCards, bankTypes, members } from '../../server/db/schema/index.ts';
import { hashSecret } from '../../server/services/accounts/passwords.ts';
import { replyFeedback } from '../../server/services/member/feedback.ts';
import { approveRecharge } from '../../server/services/money/deposit-review.ts';
import { payWithdrawal } from '../../server/services/money/withdrawals.ts';
import { memberCalls, paymentIds } from './deposit-helpers.ts';
import { closeWithStreams, listeningTestApp, openLive, type OpenStream } from './live-stream.ts';
import { newMember, type TestApp, type Token } from './test-app.ts';

// What a player trusts, pushed live: a withdrawal paid, a deposit approved and the bonuses it brought
// (each told once, never again on a reconnect), an operator's answer to feedback.
let t: TestApp;
let base: string;
const streams: OpenStream[] = [];
let calls: ReturnType<typeof memberCalls>;
let icbc: number;

beforeAll(async () => {
  ({ t, base } = await listeningTestApp());
  calls = memberCalls(t.app);
  icbc = (await paymentIds(t.app, (await newMember(t)).token)).icbc;
});
afterAll(() => closeWithStreams(t, streams));

async function open(token: Token, notesAfter?: number | string): Promise<OpenStream> {
  const stream = await openLive(base, token.access_token, { notesAfter });
  streams.push(stream);
  return stream;
}

async function pendingDeposit(token: Token, money: string): Promise<number> {
  const res = await calls.post<NormalRechargeReply>('/recharge/normal?lang=en', token, { payment_id: icbc, money, payer_name: 'Han Meimei' });
  expect(res.status).toBe(200);
  return res.body.recharge.id;
}

const inbox = async (token: Token, lang = 'en') => (await calls.post<InboxPage>(`/member/message/list?lang=${lang}`, token, {})).body;
const notesOf = (stream: OpenStream) => stream.events.filter((e) => e.name === 'notes').flatMap((e) => (e.data as { notes: LiveNote[] }).notes);
const shape = (notes: LiveNote[]) => notes.map((n) => [n.kind, n.amount, n.name?.en ?? null]);

describe('a deposit approved, on the live stream', () => {
  it('tells the deposit and each bonus it brought once, by name and amount; a snapshot or a reconnect never tells them again', async () => {
    const m = await newMember(t);
    const stream = await open(m.token);
    await stream.next('snapshot');
    await approveRecharge(t.database.db, await pendingDeposit(m.token, '1000.00'), t.app.clock());

    await expect.poll(() => notesOf(stream).length).toBe(3);
    const all = notesOf(stream);
    expect(shape(all)).toEqual([
      ['deposit', '1000.00', null],
      ['bonus', '1000.00', '100% first deposit bonus'],
      ['bonus', '18.00', 'VIP2 Silver upgrade bonus'],
    ]);
    expect(all[1]!.name).toEqual({ zh_cn: '首存 100% 红利', zh_hk: '首存 100% 紅利', en: '100% first deposit bonus' });
    expect(all[2]!.name?.zh_cn).toMatch(/白银 晋级彩金$/);

    // A new stream (another browser, or a reload) starts after them: its snapshot carries no notes and none follow.
    const later = await open(m.token);
    await later.next('snapshot');
    // A lobby reconnecting says the last it showed: it is sent only what came after.
    const resumed = await open(m.token, all[0]!.id);
    const missed = await resumed.next('notes');
    expect(shape(missed.notes)).toEqual(shape(all.slice(1)));
    const upToDate = await open(m.token, all[2]!.id);
    await upToDate.next('snapshot');
    // Something announced after them: once every stream heard it, a note sent to it would have been heard too.
    await replyFeedbackOf(m, 'Thanks');
    for (const s of [later, upToDate]) await s.next('feedback');
    expect(later.events.filter((e) => e.name === 'notes')).toEqual([]);
    expect(upToDate.events.filter((e) => e.name === 'notes')).toEqual([]);
    await stream.next('feedback');
    expect(notesOf(stream)).toHaveLength(3);
  });

  it('refuses a malformed notes_after (422, as every malformed query) and opens nothing', async () => {
    const m = await newMember(t);
    const before = t.app.live.size;
    const stream = await open(m.token, 'abc');
    expect(stream.status).toBe(422);
    expect(t.app.live.size).toBe(before);
  });

  it("names the bonuses credited with the deposit in its mail, in the member's language", async () => {
    const m = await newMember(t);
    await approveRecharge(t.database.db, await pendingDeposit(m.token, '1000.00'), t.app.clock());
    const en = (await inbox(m.token)).list.find((mail) => mail.title === 'Your deposit has arrived')!;
    expect(en.message).toBe(
      '<p>Your bank transfer deposit of 1000.00 has been approved.</p>' +
        '<p>With it, 100% first deposit bonus of 1000.00 has been credited to your main wallet.</p>' +
        '<p>With it, VIP2 Silver upgrade bonus of 18.00 has been credited to your main wallet.</p>',
    );
    const zh = (await inbox(m.token, 'zh_cn')).list.find((mail) => mail.title === '存款已到账')!;
    expect(zh.message).toContain('<p>同时已派发「首存 100% 红利」1000.00 元至中心钱包。</p>');
    // A later deposit brings no bonus: its mail says the deposit alone.
    await approveRecharge(t.database.db, await pendingDeposit(m.token, '200.00'), t.app.clock());
    const second = (await inbox(m.token)).list.find((mail) => mail.message.includes('200.00'))!;
    expect(second.message).toBe('<p>Your bank transfer deposit of 200.00 has been approved.</p>');
  });
});

describe('a withdrawal decided, on the live stream', () => {
  it('says when a withdrawal is paid, though the balance did not move', async () => {
    const m = await newMember(t, { balanceCents: 50_000 });
    await t.database.db.update(members).set({ qkPwdHash: await hashSecret('123456'), realname: 'Test Player' }).where(eq(members.id, m.id));
    const [type] = await t.database.db.select().from(bankTypes).limit(1);
    const [card] = await t.database.db.insert(bankCards).values({ memberId: m.id, bankTypeId: type!.id, cardNo: '6222020200112233445', ownerName: 'Test Player', branch: 'Main' }).returning();
    const drawn = await calls.post<DrawingReply>('/drawing?lang=en', m.token, { money: '100.00', bank_id: card!.id, qk_pwd: '123456' }, 'live-withdrawal');
    expect(drawn.status).toBe(200);
    const stream = await open(m.token);
    await stream.next('snapshot');
    const from = stream.events.length;
    await payWithdrawal(t.database.db, drawn.body.withdrawal.id, t.app.clock());
    await stream.next('withdrawals', undefined, { from });
  });
});

/** The member's feedback, answered by the operator. */
async function replyFeedbackOf(m: { token: Token }, reply: string): Promise<number> {
  const sent = await calls.post<FeedbackReply>('/member/feedback?lang=en', m.token, { content: 'The <b>slots</b> list is slow' });
  expect(sent.status).toBe(200);
  const list = (await calls.post<FeedbackPage>('/member/feedback/list?lang=en', m.token, { page: 1 })).body.list;
  const id = list[0]!.id;
  await replyFeedback(t.database.db, id, reply, t.app.clock());
  return id;
}

describe("an operator's answer to feedback", () => {
  it('puts a message in the inbox, escaped, and tells the feedback page and the unread badge live', async () => {
    const m = await newMember(t);
    const stream = await open(m.token);
    const { unread } = await stream.next('snapshot');
    await replyFeedbackOf(m, 'Fixed: try <i>now</i> $& see');
    await stream.next('feedback');
    await stream.next('mail', (mail) => mail.unread === unread + 1);
    const [mail] = (await inbox(m.token)).list;
    expect(mail).toMatchObject({ title: 'Your feedback has been answered', is_read: false });
    expect(mail!.message).toBe(
      '<p>Customer service answered your feedback “The &lt;b&gt;slots&lt;/b&gt; list is slow”:</p><p>Fixed: try &lt;i&gt;now&lt;/i&gt; $&amp; see</p>',
    );
    expect((await inbox(m.token, 'zh_hk')).list[0]!.title).toBe('您的反饋已回覆');
  });
});
