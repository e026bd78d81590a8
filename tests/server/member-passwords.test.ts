// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../server/db/schema/index.ts';
import { hashSecret, verifySecret } from '../../server/services/accounts/passwords.ts';
import { QK_PWD_FAILURES, QK_PWD_WINDOW_MINUTES } from '../../server/services/accounts/qk-pwd-guard.ts';
import { issueToken } from '../../server/services/accounts/tokens.ts';
import { bearer, call, newMember, startWithDemo, uniqueMember, type Token } from './test-app.ts';

const { t, demo } = await startWithDemo();
const db = t.database.db;
// Only the login guard decides the logins here; the captcha has its own tests.
beforeAll(() => call(t.app, { method: 'PUT', url: '/api/dev/configs', payload: { vip1_is_login_captcha_open: '0' } }));
afterAll(() => t.close());

const OLD = 'oldpass1';
const PIN = '112233';
let addressSerial = 0;
/** Each test calls from its own address: the per-address failure cap of one test never blocks another. */
const newAddress = () => `198.51.100.${(addressSerial += 1)}`;

type Reply = { message?: string; access_token?: string; has_qk_pwd?: boolean };
const post = async (url: string, token: Token | null, payload: Record<string, unknown>, remoteAddress = '127.0.0.1', lang = 'en') => {
  const res = await t.app.inject({ method: 'POST', url: `/api${url}?lang=${lang}`, headers: token ? bearer(token) : {}, payload, remoteAddress });
  return { status: res.statusCode, body: res.json<Reply>() };
};
const modifyPassword = (token: Token | null, payload: Record<string, unknown>, address?: string, lang?: string) => post('/member/password/modify', token, payload, address, lang);
const modifyPin = (token: Token | null, payload: Record<string, unknown>, lang?: string) => post('/member/drawing_pwd/modify', token, payload, undefined, lang);
const me = (token: Token) => post('/auth/me', token, {});
const login = (name: string, password: string, address: string) => post('/auth/login', null, { name, password }, address);

/** A member with a known login password and (unless null) withdrawal password, signed in twice. */
async function player(options: { qkPwd?: string | null } = {}) {
  const { name } = uniqueMember();
  const { id, token } = await newMember(t, { name });
  const qkPwd = options.qkPwd === undefined ? PIN : options.qkPwd;
  await db
    .update(members)
    .set({ passwordHash: await hashSecret(OLD), qkPwdHash: qkPwd ? await hashSecret(qkPwd) : null })
    .where(eq(members.id, id));
  const other = await issueToken(db, id, new Date());
  return { id, name, token, other };
}
const hashesOf = async (id: number) => (await db.select({ password: members.passwordHash, qkPwd: members.qkPwdHash }).from(members).where(eq(members.id, id)))[0]!;
const change = (password: string, old = OLD) => ({ old_password: old, password, password_confirmation: password });
const changePin = (qk: string, old = PIN) => ({ old_qk_pwd: old, qk_pwd: qk, qk_pwd_confirmation: qk });

describe('visitors', () => {
  it('are refused both changes with 401', async () => {
    expect((await modifyPassword(null, change('newpass1'))).status).toBe(401);
    expect((await modifyPin(null, changePin('445566'))).status).toBe(401);
  });
});

describe('POST /member/password/modify', () => {
  it('changes the password, keeps the calling session and ends the others', async () => {
    const p = await player();
    const address = newAddress();
    const res = await modifyPassword(p.token, change('newpass1'), address);
    expect(res).toEqual({ status: 200, body: { message: 'Login password changed; you have been logged out on your other devices' } });
    expect((await me(p.token)).status).toBe(200);
    expect((await me(p.other)).status).toBe(401);
    expect((await login(p.name, OLD, address)).status).toBe(422);
    const fresh = await login(p.name, 'newpass1', address);
    expect(fresh.status).toBe(200);
    expect(fresh.body.access_token).toEqual(expect.any(String));
  });

  it('answers in the caller language', async () => {
    const p = await player();
    expect((await modifyPassword(p.token, change('newpass2'), newAddress(), 'zh_hk')).body.message).toBe('登錄密碼修改成功，其他設備上的登錄已退出');
  });

  it.each([
    ['no old password', { ...change('newpass1'), old_password: '' }, 'Please enter your current password'],
    ['an old password of 13 characters', change('newpass1', 'a'.repeat(13)), 'The password must be 6 to 12 characters'],
    ['a new password of 5 characters', change('abcd1'), 'The password must be 6 to 12 letters and digits, with at least one letter and one digit'],
    ['a new password of 13 characters', change('abcdefghijk12'), 'The password must be 6 to 12 letters and digits, with at least one letter and one digit'],
    ['no new password', { ...change('newpass1'), password: undefined }, 'Please enter the password'],
    ['a new password of letters only', { ...change('newpass1'), password: 'abcdefgh', password_confirmation: 'abcdefgh' }, 'The password must be 6 to 12 letters and digits, with at least one letter and one digit'],
    ['no confirmation', { ...change('newpass1'), password_confirmation: '' }, 'Please enter the password again'],
    ['a confirmation that differs', { ...change('newpass1'), password_confirmation: 'newpass2' }, 'The two passwords entered do not match!'],
    ['the old password again', change(OLD), 'The new password must be different from the current one'],
  ])('refuses %s and changes nothing', async (_what, payload, message) => {
    const p = await player();
    const before = await hashesOf(p.id);
    expect(await modifyPassword(p.token, payload, newAddress())).toEqual({ status: 422, body: { message } });
    expect(await hashesOf(p.id)).toEqual(before);
    expect((await me(p.other)).status).toBe(200);
  });

  it('refuses a wrong old password, changes nothing and ends no session', async () => {
    const p = await player();
    const before = await hashesOf(p.id);
    expect(await modifyPassword(p.token, change('newpass1', 'wrong12'), newAddress())).toEqual({ status: 422, body: { message: 'The current password is wrong' } });
    expect(await hashesOf(p.id)).toEqual(before);
    expect((await me(p.other)).status).toBe(200);
  });

  it('only ever changes the caller: another member password given as the old one is wrong', async () => {
    const a = await player();
    const b = await player();
    await db.update(members).set({ passwordHash: await hashSecret('bpass123') }).where(eq(members.id, b.id));
    const bBefore = await hashesOf(b.id);
    expect((await modifyPassword(a.token, change('newpass1', 'bpass123'), newAddress())).status).toBe(422);
    expect((await modifyPassword(a.token, change('newpass1'), newAddress())).status).toBe(200);
    expect(await hashesOf(b.id)).toEqual(bBefore);
    expect((await me(b.token)).status).toBe(200);
    expect((await me(b.other)).status).toBe(200);
  });

  it('counts wrong old passwords toward the login guard: the change and the login both wait', async () => {
    const p = await player();
    const address = newAddress();
    for (let n = 1; n <= 3; n += 1) expect((await modifyPassword(p.token, change('newpass1', `wrong${n}x`), address)).status).toBe(422);
    const locked = await modifyPassword(p.token, change('newpass1'), address);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many failed attempts, please try again in \d+ s$/);
    expect((await login(p.name, OLD, address)).status).toBe(429);
    t.advance(2);
    expect((await modifyPassword(p.token, change('newpass1'), address)).status).toBe(200);
  });

  it('keeps working for the seeded demo member', async () => {
    const address = newAddress();
    expect((await modifyPassword(demo, change('demo456', 'demo123'), address)).status).toBe(200);
    expect((await modifyPassword(demo, change('demo123', 'demo456'), address)).status).toBe(200);
    expect((await login('demo01', 'demo123', address)).status).toBe(200);
  });
});

describe('POST /member/drawing_pwd/modify', () => {
  it('changes the withdrawal password after checking the old one', async () => {
    const p = await player();
    expect(await modifyPin(p.token, changePin('445566'))).toEqual({ status: 200, body: { message: 'Withdrawal password changed' } });
    const { qkPwd } = await hashesOf(p.id);
    expect(await verifySecret('445566', qkPwd!)).toBe(true);
    expect(await verifySecret(PIN, qkPwd!)).toBe(false);
    // A withdrawal password change ends no session.
    expect((await me(p.other)).status).toBe(200);
  });

  it('lets a member without one (a phone sign-up) set the first without an old one', async () => {
    const p = await player({ qkPwd: null });
    expect((await me(p.token)).body.has_qk_pwd).toBe(false);
    expect(await modifyPin(p.token, { qk_pwd: '778899', qk_pwd_confirmation: '778899' }, 'zh_cn')).toEqual({ status: 200, body: { message: '取款密码设置成功' } });
    // The session cache is forgotten: the very next call knows about it.
    expect((await me(p.token)).body.has_qk_pwd).toBe(true);
    expect(await verifySecret('778899', (await hashesOf(p.id)).qkPwd!)).toBe(true);
    // From now on the old one is asked for.
    expect(await modifyPin(p.token, { qk_pwd: '101010', qk_pwd_confirmation: '101010' })).toEqual({ status: 422, body: { message: 'Please enter your current withdrawal password' } });
    expect((await modifyPin(p.token, changePin('101010', '778899'))).status).toBe(200);
  });

  it('ignores an old one sent by a member who has none', async () => {
    const p = await player({ qkPwd: null });
    expect((await modifyPin(p.token, changePin('778899', '000000'))).status).toBe(200);
  });

  it.each([
    ['no old password', changePin('445566', ''), 'Please enter your current withdrawal password'],
    ['an old one that is not 6 digits', changePin('445566', '12ab56'), 'The withdrawal password must be 6 digits'],
    ['a new one of 5 digits', changePin('44556'), 'The withdrawal password must be 6 digits'],
    ['a new one of 7 digits', changePin('4455667'), 'The withdrawal password must be 6 digits'],
    ['a new one with letters', changePin('44556a'), 'The withdrawal password must be 6 digits'],
    ['no new one', { ...changePin('445566'), qk_pwd: '' }, 'Please enter the withdrawal password'],
    ['no confirmation', { ...changePin('445566'), qk_pwd_confirmation: '' }, 'Please enter the withdrawal password again'],
    ['a confirmation that differs', { ...changePin('445566'), qk_pwd_confirmation: '445567' }, 'The two withdrawal passwords entered do not match!'],
    ['the old one again', changePin(PIN), 'The new withdrawal password must be different from the current one'],
  ])('refuses %s and changes nothing', async (_what, payload, message) => {
    const p = await player();
    const before = await hashesOf(p.id);
    expect(await modifyPin(p.token, payload)).toEqual({ status: 422, body: { message } });
    expect(await hashesOf(p.id)).toEqual(before);
  });

  it('refuses a wrong old one, changes nothing, and only the caller is touched', async () => {
    const a = await player();
    const b = await player({ qkPwd: '909090' });
    const [aBefore, bBefore] = [await hashesOf(a.id), await hashesOf(b.id)];
    // Another member's withdrawal password is no key to this one's.
    expect(await modifyPin(a.token, changePin('445566', '909090'))).toEqual({ status: 422, body: { message: 'The current withdrawal password is wrong' } });
    expect(await hashesOf(a.id)).toEqual(aBefore);
    expect(await hashesOf(b.id)).toEqual(bBefore);
  });

  it('counts wrong old ones toward the withdrawal password guard, which also stops withdrawals', async () => {
    const p = await player();
    for (let n = 1; n <= QK_PWD_FAILURES; n += 1) expect((await modifyPin(p.token, changePin('445566', `00000${n}`))).status).toBe(422);
    const locked = await modifyPin(p.token, changePin('445566'));
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many wrong withdrawal passwords: try again in \d+ minutes$/);
    const drawing = await call(t.app, {
      method: 'POST',
      url: '/api/drawing?lang=en',
      headers: { ...bearer(p.token), 'idempotency-key': `lock-${p.id}` },
      payload: { money: '10.00', bank_id: 1, qk_pwd: PIN },
    });
    expect(drawing.status).toBe(429);
    t.advance(QK_PWD_WINDOW_MINUTES * 60 + 1);
    expect((await modifyPin(p.token, changePin('445566'))).status).toBe(200);
  });
});
