// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { luhnValid } from '../../domain/contracts/bank-cards.ts';
import { bankCards, members } from '../../server/db/schema/index.ts';
import { hashSecret } from '../../server/services/accounts/passwords.ts';
import { QK_PWD_ADDRESS_FAILURES, QK_PWD_FAILURES } from '../../server/services/accounts/qk-pwd-guard.ts';
import { bearer, newMember, startTestApp, uniqueMember, type Token } from './test-app.ts';

/**
 * Binding or editing a bank card takes the withdrawal password (or, for a member without one, an
 * SMS code to their own phone); wrong passwords are counted per member and per address in one
 * statement each, so a burst of 200 at once checks no more than the caps allow.
 */
const checks = vi.hoisted(() => ({ n: 0 }));
vi.mock('../../server/services/accounts/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/services/accounts/passwords.ts')>();
  return {
    ...real,
    verifySecret: (secret: string, hash: string) => {
      checks.n += 1;
      return real.verifySecret(secret, hash);
    },
  };
});

const TRIES = 200;
const t = await startTestApp();
const db = t.database.db;
const kind = t.database.kind;
afterAll(() => t.close());
afterEach(() => void vi.useRealTimers());

const QK_HASH = await hashSecret('123456');
let addressSerial = 0;
const newAddress = () => `198.51.${Math.floor(addressSerial / 250)}.${(addressSerial += 1) % 250}`;

type Reply = { status: number; body: { message?: string; card?: { id: number; branch: string } } };
const send = (method: 'POST' | 'PATCH', url: string, token: Token, payload: Record<string, unknown>, address = newAddress(), lang = 'en'): Promise<Reply> =>
  t.app
    .inject({ method, url: `/api${url}?lang=${lang}`, headers: bearer(token), payload, remoteAddress: address })
    .then((res) => ({ status: res.statusCode, body: res.json<Reply['body']>() }));
const add = (token: Token, payload: Record<string, unknown>, address?: string, lang?: string) => send('POST', '/member/bank', token, payload, address, lang);
const edit = (token: Token, id: number, payload: Record<string, unknown>, address?: string) => send('PATCH', `/member/bank/${id}`, token, payload, address);

function cardNo(prefix: string): string {
  return prefix + [...'0123456789'].find((d) => luhnValid(prefix + d))!;
}
const card = { bank_type_id: 1, card_no: cardNo('622848001234567'), owner_name: '张三', branch: '北京分行朝阳支行' };

/** A member with a real name; with the withdrawal password 123456 unless `qkPwd` is false, then with a phone instead. */
async function holder(qkPwd = true) {
  const m = await newMember(t);
  const phone = uniqueMember().phone;
  await db
    .update(members)
    .set({ realname: '张三', qkPwdHash: qkPwd ? QK_HASH : null, phone: qkPwd ? null : phone })
    .where(eq(members.id, m.id));
  return { ...m, phone };
}
const storedCards = (memberId: number) => db.select().from(bankCards).where(eq(bankCards.memberId, memberId));
const count = (replies: Reply[], status: number) => replies.filter((r) => r.status === status).length;

describe(`bank cards need the withdrawal password (${kind})`, () => {
  it('refuses a bind without it or with a wrong one, in the caller language, storing nothing; binds with the right one', async () => {
    const m = await holder();
    expect(await add(m.token, card)).toEqual({ status: 422, body: { message: 'Please enter the withdrawal password' } });
    expect(await add(m.token, { ...card, qk_pwd: '654321' })).toEqual({ status: 422, body: { message: 'The withdrawal password is wrong' } });
    expect(await add(m.token, { ...card, qk_pwd: '654321' }, undefined, 'zh_cn')).toEqual({ status: 422, body: { message: '取款密码错误' } });
    expect(await add(m.token, { ...card, qk_pwd: '654321' }, undefined, 'zh_hk')).toEqual({ status: 422, body: { message: '取款密碼錯誤' } });
    expect(await add(m.token, { ...card, qk_pwd: '12345' })).toEqual({ status: 422, body: { message: 'The withdrawal password must be 6 digits' } });
    expect(await storedCards(m.id)).toEqual([]);
    const right = await add(m.token, { ...card, qk_pwd: '123456' });
    expect(right.status).toBe(200);
    expect((await storedCards(m.id)).map((row) => row.cardNo)).toEqual([card.card_no]);
  });

  it('refuses an edit, number included, without the right password and changes nothing', async () => {
    const m = await holder();
    const bound = await add(m.token, { ...card, qk_pwd: '123456' });
    const id = bound.body.card!.id;
    const other = { ...card, card_no: cardNo('621700012345678'), branch: '上海分行' };
    expect((await edit(m.token, id, other)).body.message).toBe('Please enter the withdrawal password');
    expect((await edit(m.token, id, { ...other, qk_pwd: '000000' })).body.message).toBe('The withdrawal password is wrong');
    const [before] = await storedCards(m.id);
    expect(before).toMatchObject({ cardNo: card.card_no, branch: card.branch });
    const right = await edit(m.token, id, { ...other, qk_pwd: '123456' });
    expect(right.status).toBe(200);
    expect((await storedCards(m.id))[0]).toMatchObject({ cardNo: other.card_no, branch: '上海分行' });
  });

  it('asks a member without a withdrawal password for a code texted to their own phone', async () => {
    const m = await holder(false);
    expect(await add(m.token, card)).toEqual({ status: 422, body: { message: 'The verification code cannot be empty' } });
    const sent = await send('POST', '/member/bank/sms', m.token, {});
    expect(sent).toEqual({ status: 200, body: { message: 'The verification code has been sent' } });
    const code = t.sent.at(-1)!;
    expect(code.phone).toBe(m.phone);
    const wrong = code.code === '000000' ? '111111' : '000000';
    expect(await add(m.token, { ...card, sms_code: wrong })).toEqual({ status: 422, body: { message: 'The verification code is wrong or has expired' } });
    expect(await storedCards(m.id)).toEqual([]);
    expect((await add(m.token, { ...card, sms_code: code.code })).status).toBe(200);
    expect(await storedCards(m.id)).toHaveLength(1);
    // A member who has the password gets no code: the password is what they give.
    const withPwd = await holder();
    expect((await send('POST', '/member/bank/sms', withPwd.token, {})).status).toBe(422);
  });
});

describe(`wrong withdrawal passwords on the card form under ${TRIES} at once (${kind})`, () => {
  it('one member from 200 addresses: only the member cap is checked, then the right password waits too', async () => {
    const m = await holder();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    checks.n = 0;
    const replies = await Promise.all(Array.from({ length: TRIES }, (_, n) => add(m.token, { ...card, qk_pwd: String(100000 + n) })));
    console.info(`[card proof] ${kind}: one member: ${checks.n} of ${TRIES} checked`);
    expect(checks.n).toBe(QK_PWD_FAILURES);
    expect(count(replies, 422)).toBe(QK_PWD_FAILURES);
    expect(count(replies, 429)).toBe(TRIES - QK_PWD_FAILURES);
    const right = await add(m.token, { ...card, qk_pwd: '123456' });
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^Too many wrong withdrawal passwords: try again in \d+ minutes$/);
    expect(await storedCards(m.id)).toEqual([]);
  }, 120_000);

  it('many members from one address: only the address cap is checked', async () => {
    const address = '203.0.113.77';
    const perMember = 4;
    const holders = await Promise.all(Array.from({ length: TRIES / perMember }, () => holder()));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    checks.n = 0;
    const replies = await Promise.all(Array.from({ length: TRIES }, (_, n) => add(holders[n % holders.length]!.token, { ...card, qk_pwd: '000000' }, address)));
    console.info(`[card proof] ${kind}: one address: ${checks.n} of ${TRIES} checked`);
    expect(checks.n).toBe(QK_PWD_ADDRESS_FAILURES);
    expect(count(replies, 422)).toBe(QK_PWD_ADDRESS_FAILURES);
    expect(count(replies, 429)).toBe(TRIES - QK_PWD_ADDRESS_FAILURES);
    // The members' own windows were not spent by the address's refusals: from home, the right password binds.
    expect((await add(holders[0]!.token, { ...card, qk_pwd: '123456' })).status).toBe(200);
  }, 120_000);
});
