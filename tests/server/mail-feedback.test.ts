// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { FeedbackPage, FeedbackReply } from '../../domain/contracts/replies/feedback.ts';
import { IMAGE_MAX_BYTES } from '../../domain/contracts/image-upload.ts';
import type { InboxPage, MailChangeReply, SentPage } from '../../domain/contracts/replies/site-mail.ts';
import { encodePng } from '../../server/captcha/png.ts';
import { feedbackImages, memberFeedback } from '../../server/db/schema/index.ts';
import { everyLang } from '../../server/db/every-lang.ts';
import { mailCommands } from '../../server/ops/mail-commands.ts';
import { deliverMessage } from '../../server/services/member/site-mail.ts';
import { bearer, call, newMember, startWithDemo, type Token } from './test-app.ts';

const { t, demo } = await startWithDemo();
afterAll(() => t.close());

type Json = Record<string, unknown>;
const db = t.database.db;
const post = <T = Json>(token: Token | null, url: string, payload?: unknown, lang = 'en') =>
  call<T>(t.app, { method: 'POST', url: `/api${url}?lang=${lang}`, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as Json }) });
const del = <T = Json>(token: Token | null, url: string, payload?: unknown) =>
  call<T>(t.app, { method: 'DELETE', url: `/api${url}?lang=en`, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as Json }) });
const inbox = (token: Token, page?: number, lang = 'en') => post<InboxPage>(token, '/member/message/list', page === undefined ? {} : { page }, lang);
const sent = (token: Token, page = 1) => post<SentPage>(token, '/member/message/send_list', { page });
const unread = async (token: Token) => (await call<{ unread: number }>(t.app, { method: 'GET', url: '/api/member/message/unread', headers: bearer(token) })).body.unread;
const run = (name: string, args: string[]) => mailCommands.find((c) => c.name === name)!.run({ db, now: () => new Date(), lang: 'en' }, args);

/** A member with `n` inbox messages from the site, the newest last. */
async function withInbox(n: number) {
  const m = await newMember(t);
  for (let i = 1; i <= n; i += 1) await deliverMessage(db, m.id, everyLang(`Notice ${i}`), everyLang(`<p>Body ${i}</p>`), new Date(Date.now() + i * 1000));
  return m;
}

const list = (token: Token, page = 1) => post<FeedbackPage>(token, '/member/feedback/list', { page });
const png = () => encodePng(2, 2, new Uint8Array(16).fill(200));

describe('inbox', () => {
  it('shows the demo inbox newest first, HTML exactly as stored, in the caller language', async () => {
    const res = await inbox(demo);
    expect(res.status).toBe(200);
    // Four written by the seed, two "deposit arrived" notices its approvals sent (read long ago).
    expect(res.body).toMatchObject({ total: 6, page: 1, limit: 10, unread: 3 });
    expect(res.body.list.filter((m) => m.title === 'Your deposit has arrived').map((m) => m.is_read)).toEqual([true, true]);
    expect(res.body.list[0]).toMatchObject({ id: expect.any(Number), title: 'Welcome to Royal Lobby', is_read: false, created_at: expect.any(String) });
    expect(res.body.list[0]!.message).toContain('<b>welcome aboard!</b>');
    const hostile = res.body.list.find((m) => m.title === 'Security notice')!;
    // The server keeps what the operator wrote; the lobby sanitises when it shows it.
    expect(hostile.message).toContain('<script>alert("xss")</script>');
    expect(hostile.message).toContain('onerror="alert(1)"');
    expect((await inbox(demo, 1, 'zh_hk')).body.list[0]!.title).toBe('歡迎來到皇家大廳');
    expect(await unread(demo)).toBe(3);
  });

  it('pages by 10 and refuses a bad page', async () => {
    const m = await withInbox(12);
    const first = await inbox(m.token, 1);
    const second = await inbox(m.token, 2);
    expect(first.body.list.map((x) => x.title)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => `Notice ${i}`));
    expect(second.body).toMatchObject({ total: 12, page: 2, unread: 12 });
    expect(second.body.list.map((x) => x.title)).toEqual(['Notice 2', 'Notice 1']);
    expect((await inbox(m.token, 3)).body.list).toEqual([]);
    expect((await post(m.token, '/member/message/list')).body).toMatchObject({ page: 1, total: 12 });
    for (const page of [0, -1, 1.5, 'x', 10_001]) {
      const res = await post(m.token, '/member/message/list', { page });
      expect(res.status, String(page)).toBe(422);
      expect(res.body.message).toBe('Please check this field');
    }
  });

  it('marks a message read once, its own only', async () => {
    const m = await withInbox(2);
    const other = await withInbox(1);
    const [newest] = (await inbox(m.token)).body.list;
    const read = await post<MailChangeReply>(m.token, '/member/message/read', { id: newest!.id });
    expect(read.body).toEqual({ message: 'Marked as read', unread: 1 });
    expect((await post<MailChangeReply>(m.token, '/member/message/read', { id: newest!.id })).body.unread).toBe(1);
    expect((await inbox(m.token)).body.list.map((x) => x.is_read)).toEqual([true, false]);
    const theirs = (await inbox(other.token)).body.list[0]!.id;
    const stolen = await post(m.token, '/member/message/read', { id: theirs });
    expect(stolen).toEqual({ status: 404, body: { message: 'This message does not exist' } });
    expect(await unread(other.token)).toBe(1);
    expect((await post(m.token, '/member/message/read', { id: 'x' })).status).toBe(422);
    expect((await post(m.token, '/member/message/read', {})).status).toBe(422);
  });
});

describe('writing to customer service', () => {
  it('stores a message in the sent box, as typed, never unread', async () => {
    const m = await newMember(t);
    const res = await post<MailChangeReply>(m.token, '/member/message/send', { title: '  Withdrawal  ', message: ' When does <b>it</b> arrive? ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your message has been sent; customer service will answer soon', unread: 0 });
    const list = (await sent(m.token)).body;
    expect(list).toMatchObject({ total: 1, page: 1 });
    expect(list.list[0]).toMatchObject({ title: 'Withdrawal', message: 'When does <b>it</b> arrive?' });
    expect((await inbox(m.token)).body.total).toBe(0);
    expect((await post(m.token, '/member/message/send', { title: '问题', message: '五个汉字呢' }, 'zh_cn')).status).toBe(200);
  });

  it('refuses each bad field in the caller language, writing nothing', async () => {
    const m = await newMember(t);
    const ok = { title: 'Hello', message: 'Hello there' };
    const cases: [Json, string][] = [
      [{ ...ok, title: undefined }, 'Please enter a title'],
      [{ ...ok, title: '   ' }, 'Please enter a title'],
      [{ ...ok, title: 'x'.repeat(51) }, 'The title must be at most 50 characters'],
      [{ ...ok, title: 'two\nlines' }, 'The title must be a single line of text'],
      [{ ...ok, title: 12 }, 'Please enter a title'],
      [{ ...ok, message: undefined }, 'Please enter a message'],
      [{ ...ok, message: '' }, 'Please enter a message'],
      [{ ...ok, message: 'abcd' }, 'The message must be 5 to 1000 characters'],
      [{ ...ok, message: '  abcd   ' }, 'The message must be 5 to 1000 characters'],
      [{ ...ok, message: 'x'.repeat(1001) }, 'The message must be 5 to 1000 characters'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(m.token, '/member/message/send', payload);
      expect(res, JSON.stringify(payload)).toEqual({ status: 422, body: { message } });
    }
    expect((await post(m.token, '/member/message/send', { ...ok, message: 'x' }, 'zh_hk')).body.message).toBe('內容須為5至1000個字符');
    expect((await post(m.token, '/member/message/send', { ...ok, message: 'x'.repeat(1000) })).status).toBe(200);
    expect((await sent(m.token)).body.total).toBe(1);
  });

  it('pages the sent box', async () => {
    const m = await newMember(t);
    for (let i = 1; i <= 11; i += 1) {
      t.advance(1);
      await post(m.token, '/member/message/send', { title: `Q${i}`, message: `Question ${i}` });
    }
    const second = (await sent(m.token, 2)).body;
    expect(second).toMatchObject({ total: 11, page: 2, limit: 10 });
    expect(second.list.map((x) => x.title)).toEqual(['Q1']);
    expect((await post(m.token, '/member/message/send_list', { page: 0 })).status).toBe(422);
  });
});

describe('deleting', () => {
  it('deletes one own message, inbox or sent; another member’s id is not found', async () => {
    const m = await withInbox(2);
    const other = await withInbox(1);
    const [a] = (await inbox(m.token)).body.list;
    const res = await del<MailChangeReply>(m.token, '/member/message/delete', { id: a!.id });
    expect(res.body).toEqual({ message: 'The message has been deleted', unread: 1 });
    expect((await del(m.token, '/member/message/delete', { id: a!.id })).status).toBe(404);
    const theirs = (await inbox(other.token)).body.list[0]!.id;
    expect(await del(m.token, '/member/message/delete', { id: theirs })).toEqual({ status: 404, body: { message: 'This message does not exist' } });
    expect((await inbox(other.token)).body.total).toBe(1);
    await post(m.token, '/member/message/send', { title: 'Mine', message: 'A question' });
    const mine = (await sent(m.token)).body.list[0]!.id;
    expect((await del(m.token, '/member/message/delete', { id: mine })).status).toBe(200);
    expect((await sent(m.token)).body.total).toBe(0);
    expect((await del(m.token, '/member/message/delete', { id: 0 })).status).toBe(422);
    expect((await del(m.token, '/member/message/delete')).status).toBe(422);
  });

  it('empties the own inbox only: the sent box and other members stay', async () => {
    const m = await withInbox(3);
    const other = await withInbox(2);
    await post(m.token, '/member/message/send', { title: 'Kept', message: 'This one stays' });
    const res = await del<MailChangeReply>(m.token, '/member/message/delete_all');
    expect(res.body).toEqual({ message: 'Inbox emptied: 3 messages deleted', unread: 0 });
    expect((await inbox(m.token)).body).toMatchObject({ total: 0, unread: 0, list: [] });
    expect((await sent(m.token)).body.total).toBe(1);
    expect((await inbox(other.token)).body.total).toBe(2);
  });
});

describe('feedback', () => {
  const image = (token: Token | null, id: number) => t.app.inject({ method: 'GET', url: `/api/member/feedback/${id}/image?lang=en`, headers: token ? bearer(token) : {} });

  it('shows the demo feedback, one answered, one with a picture', async () => {
    const res = await list(demo);
    expect(res.body).toMatchObject({ total: 2, page: 1 });
    const [withPicture, answered] = res.body.list;
    expect(withPicture).toMatchObject({ has_image: true, reply: null, replied_at: null });
    expect(answered).toMatchObject({ has_image: false, reply: expect.stringContaining('捕鱼'), replied_at: expect.any(String) });
    const pic = await image(demo, withPicture!.id);
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toBe('image/png');
    expect(pic.headers['cache-control']).toBe('private, no-store');
    expect(pic.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('takes feedback with and without a picture; the picture goes to its member only', async () => {
    const m = await newMember(t);
    const other = await newMember(t);
    const plain = await post<FeedbackReply>(m.token, '/member/feedback', { content: '  More slots, please  ' });
    expect(plain.status).toBe(200);
    expect(plain.body.message).toBe('Thank you for your feedback; we will look at it soon');
    expect(plain.body.feedback).toMatchObject({ content: 'More slots, please', has_image: false, reply: null });
    t.advance(1);
    const bytes = png();
    const pictured = await post<FeedbackReply>(m.token, '/member/feedback', { content: 'See the picture', image: bytes.toString('base64') });
    expect(pictured.body.feedback.has_image).toBe(true);
    const id = pictured.body.feedback.id;
    expect((await list(m.token)).body.list.map((f) => f.id)).toEqual([id, plain.body.feedback.id]);
    expect(Buffer.from((await image(m.token, id)).rawPayload).equals(bytes)).toBe(true);
    expect((await image(other.token, id)).statusCode).toBe(404);
    expect((await image(m.token, plain.body.feedback.id)).statusCode).toBe(404);
    expect((await image(null, id)).statusCode).toBe(401);
    expect((await image(m.token, 0)).statusCode).toBe(422);
    expect((await list(other.token)).body).toMatchObject({ total: 0, list: [] });
  });

  it('refuses bad content and bad pictures, writing nothing', async () => {
    const m = await newMember(t);
    const ok = { content: 'Good idea here' };
    const tooBig = Buffer.concat([png(), Buffer.alloc(IMAGE_MAX_BYTES)]);
    const cases: [Json, string][] = [
      [{}, 'Please enter your feedback'],
      [{ content: '    ' }, 'Please enter your feedback'],
      [{ content: 'abcd' }, 'The feedback must be 5 to 1000 characters'],
      [{ content: 'x'.repeat(1001) }, 'The feedback must be 5 to 1000 characters'],
      [{ ...ok, image: Buffer.from('just some text, not a picture').toString('base64') }, 'The image must be a PNG, JPEG, WebP or GIF file'],
      [{ ...ok, image: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64') }, 'The image must be a PNG, JPEG, WebP or GIF file'],
      [{ ...ok, image: tooBig.toString('base64') }, 'The image must be at most 3 MB'],
      [{ ...ok, image: 'not base64!' }, 'The image could not be read, please choose it again'],
      [{ ...ok, image: `data:image/png;base64,${png().toString('base64')}` }, 'The image could not be read, please choose it again'],
      [{ ...ok, image: '' }, 'The image could not be read, please choose it again'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(m.token, '/member/feedback', payload);
      expect(res, JSON.stringify(payload).slice(0, 80)).toEqual({ status: 422, body: { message } });
    }
    expect((await db.select().from(memberFeedback).where(eq(memberFeedback.memberId, m.id))).length).toBe(0);
    const exactly3Mb = Buffer.concat([png(), Buffer.alloc(IMAGE_MAX_BYTES - png().length)]);
    expect((await post(m.token, '/member/feedback', { ...ok, image: exactly3Mb.toString('base64') })).status).toBe(200);
    expect((await db.select().from(feedbackImages)).some((r) => r.size === IMAGE_MAX_BYTES)).toBe(true);
    // Several 4 MB bodies: slow when the machine is busy.
  }, 90_000);

  it('pages past feedback by 10', async () => {
    const m = await newMember(t);
    for (let i = 1; i <= 11; i += 1) {
      t.advance(1);
      await post(m.token, '/member/feedback', { content: `Feedback ${i}` });
    }
    expect((await list(m.token)).body.list).toHaveLength(10);
    expect((await list(m.token, 2)).body).toMatchObject({ total: 11, page: 2, list: [{ content: 'Feedback 1' }] });
    expect((await post(m.token, '/member/feedback/list', { page: 'two' })).status).toBe(422);
  });
});

describe('the operator', () => {
  it('writes to an inbox, lists feedback and replies to it', async () => {
    const m = await newMember(t);
    expect(await run('mail-send', [String(m.id), 'Bonus', '<p>A', '<b>gift</b></p>'])).toMatch(/^Message #\d+ sent to u/);
    expect((await inbox(m.token)).body.list[0]).toMatchObject({ title: 'Bonus', message: '<p>A <b>gift</b></p>', is_read: false });
    await expect(run('mail-send', ['nobody-here', 'x', 'y'])).rejects.toMatchObject({ key: 'mail_member_not_found' });
    await expect(run('mail-send', [String(m.id), 'title'])).rejects.toThrow('<message> must be 1 to 20000 characters');
    const fb = await post<FeedbackReply>(m.token, '/member/feedback', { content: 'Please add roulette' });
    expect(await run('feedback', [])).toContain(`#${fb.body.feedback.id}`);
    expect(await run('feedback-reply', [String(fb.body.feedback.id), 'Coming', 'soon'])).toBe(`Replied to feedback #${fb.body.feedback.id}`);
    expect(await run('feedback', [])).not.toContain(`#${fb.body.feedback.id} `);
    expect(await run('feedback', ['all'])).toContain('reply');
    expect((await list(m.token)).body.list[0]).toMatchObject({ reply: 'Coming soon', replied_at: expect.any(String) });
    await expect(run('feedback-reply', ['999999', 'x'])).rejects.toMatchObject({ key: 'feedback_not_found' });
    await expect(run('feedback', ['some'])).rejects.toThrow('unknown filter');
  });

  it('has dev twins for the end-to-end tests', async () => {
    const m = await newMember(t);
    const name = (await call<{ name: string }>(t.app, { method: 'POST', url: '/api/auth/me', headers: bearer(m.token) })).body.name;
    const put = await call<{ id: number }>(t.app, { method: 'POST', url: '/api/dev/mail', payload: { name, title: 'Hi', message: '<p>Hello</p>' } });
    expect(put.status).toBe(200);
    expect(await unread(m.token)).toBe(1);
    expect((await call(t.app, { method: 'POST', url: '/api/dev/mail', payload: { name: 'nobody-x', title: 'Hi', message: 'x' } })).status).toBe(404);
  });
});

describe('visitors', () => {
  it('get 401 from every call', async () => {
    const calls: [string, string, Json?][] = [
      ['POST', '/member/message/list', { page: 1 }],
      ['POST', '/member/message/send_list', { page: 1 }],
      ['POST', '/member/message/send', { title: 'Hello', message: 'Hello there' }],
      ['POST', '/member/message/read', { id: 1 }],
      ['GET', '/member/message/unread'],
      ['DELETE', '/member/message/delete', { id: 1 }],
      ['DELETE', '/member/message/delete_all'],
      ['POST', '/member/feedback', { content: 'Hello there' }],
      ['POST', '/member/feedback/list', { page: 1 }],
      ['GET', '/member/feedback/1/image'],
    ];
    for (const [method, url, payload] of calls) {
      const res = await call(t.app, { method: method as 'GET', url: `/api${url}?lang=en`, ...(payload ? { payload } : {}) });
      expect(res, `${method} ${url}`).toEqual({ status: 401, body: { message: 'Your login has expired, please log in again!' } });
    }
  });
});
