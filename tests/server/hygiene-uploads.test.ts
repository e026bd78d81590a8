// @vitest-environment node
import { eq, inArray } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { feedbackImages, memberFeedback, rechargeVouchers } from '../../server/db/schema/index.ts';
import { FEEDBACK_IMAGES_PER_DAY } from '../../server/services/member/feedback.ts';
import { memberCalls, paymentIds, PNG_BASE64 } from './deposit-helpers.ts';
import { bearer, call, newMember, startTestApp, type Token } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());
const db = t.database.db;

/** A PNG signature and `size` bytes of noise: as big as a photo and as incompressible. */
const photo = (size: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(size - 8)]);
const small = photo(2048).toString('base64');
const feedback = (token: Token, image?: string, lang = 'en') =>
  call<{ message: string; feedback?: { id: number } }>(t.app, { method: 'POST', url: `/api/member/feedback?lang=${lang}`, headers: bearer(token), payload: { content: 'The lobby is great', ...(image ? { image } : {}) } });

describe('feedback pictures', () => {
  it(`are at most ${FEEDBACK_IMAGES_PER_DAY} a day per member, said in the caller language; words alone still go`, async () => {
    const m = await newMember(t);
    for (let i = 0; i < FEEDBACK_IMAGES_PER_DAY; i += 1) expect((await feedback(m.token, small)).status).toBe(200);
    expect(await feedback(m.token, small)).toEqual({ status: 429, body: { message: `You can attach at most ${FEEDBACK_IMAGES_PER_DAY} pictures to feedback a day; please try again tomorrow` } });
    expect((await feedback(m.token, small, 'zh_cn')).body.message).toBe(`今天最多上传 ${FEEDBACK_IMAGES_PER_DAY} 张反馈图片，请明天再试`);
    expect((await feedback(m.token, small, 'zh_hk')).body.message).toBe(`今天最多上傳 ${FEEDBACK_IMAGES_PER_DAY} 張反饋圖片，請明天再試`);
    expect((await feedback(m.token)).status).toBe(200);
    // Another member has a quota of their own.
    expect((await feedback((await newMember(t)).token, small)).status).toBe(200);
    const mine = await db.select().from(memberFeedback).innerJoin(feedbackImages, eq(feedbackImages.feedbackId, memberFeedback.id)).where(eq(memberFeedback.memberId, m.id));
    expect(mine).toHaveLength(FEEDBACK_IMAGES_PER_DAY);
    // The next server day brings a new quota.
    t.advance(24 * 3600);
    expect((await feedback(m.token, small)).status).toBe(200);
  });

  it('count each other when sent at the same moment', async () => {
    const m = await newMember(t);
    for (let i = 0; i < FEEDBACK_IMAGES_PER_DAY - 1; i += 1) expect((await feedback(m.token, small)).status).toBe(200);
    const statuses = (await Promise.all([1, 2, 3, 4].map(() => feedback(m.token, small)))).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 429, 429, 429]);
  });

  it('are kept as files, not in the database, and come back byte for byte', async () => {
    const m = await newMember(t);
    const bytes = photo(3 * 1024 * 1024);
    const res = await feedback(m.token, bytes.toString('base64'));
    expect(res.status).toBe(200);
    const [row] = await db.select().from(feedbackImages).where(eq(feedbackImages.feedbackId, res.body.feedback!.id));
    expect(row).toMatchObject({ bytes: null, size: bytes.length, mime: 'image/png', file: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const back = await t.app.inject({ method: 'GET', url: `/api/member/feedback/${res.body.feedback!.id}/image`, headers: bearer(m.token) });
    expect(back.statusCode).toBe(200);
    expect(Buffer.compare(back.rawPayload, bytes)).toBe(0);
  });

  // How long the event loop is held meanwhile is a figure, not a test: npm run bench:event-loop.
  it('store the 3 MB pictures two members send at once, each as a file of its own', async () => {
    const uploaders = [await newMember(t), await newMember(t)];
    const body = photo(3 * 1024 * 1024).toString('base64');
    const replies = await Promise.all(uploaders.flatMap((u) => [1, 2].map(() => feedback(u.token, body))));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const rows = await db.select().from(feedbackImages).where(inArray(feedbackImages.feedbackId, replies.map((r) => r.body.feedback!.id)));
    expect(rows.map((r) => ({ bytes: r.bytes, size: r.size }))).toEqual(Array.from({ length: 4 }, () => ({ bytes: null, size: 3 * 1024 * 1024 })));
    expect(new Set(rows.map((r) => r.file)).size).toBe(4);
  }, 60_000);
});

describe('deposit vouchers', () => {
  it('go through the upload worker and are at most 3 pending per member', async () => {
    const m = await newMember(t);
    const ids = await paymentIds(t.app, m.token);
    const { post } = memberCalls(t.app);
    const deposit = (n: number) => post<{ message: string }>('/recharge/normal?lang=en', m.token, { payment_id: ids.ccb, money: '600', payer_name: 'Li Lei', voucher: PNG_BASE64 }, `hv-${m.id}-${n}`);
    for (const n of [1, 2, 3]) expect((await deposit(n)).status).toBe(200);
    const fourth = await deposit(4);
    expect(fourth.status).toBe(429);
    const vouchers = await db.select({ id: rechargeVouchers.rechargeId }).from(rechargeVouchers);
    expect(vouchers.length).toBeGreaterThanOrEqual(3);
    const bad = await post<{ message: string }>('/recharge/normal?lang=en', (await newMember(t)).token, { payment_id: ids.ccb, money: '600', payer_name: 'Li', voucher: 'not base64!' }, `hv-bad-${m.id}`);
    expect(bad).toEqual({ status: 422, body: { message: 'The voucher could not be read, please upload it again' } });
  });
});
