// @vitest-environment node
import { eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { luhnValid } from '../../domain/contracts/bank-cards.ts';
import { hashSecret } from '../../server/services/accounts/passwords.ts';
import { bankCards, exclusionMarks, members } from '../../server/db/schema/index.ts';
import { gmt8, login, memberWithPassword, PASSWORD, type Refusal } from './responsible-helpers.ts';
import { bearer, call, newMember, smsCode, solvedCaptchaKey, startTestApp, uniqueMember, type Token } from './test-app.ts';

/*
 * A self-exclusion covers the person (README "Time-out and self-exclusion"): their phone, this
 * browser's device id and their cards refuse a new account, a card or a name on another account.
 */
const t = await startTestApp();
afterAll(() => t.close());

const openRegistration = { vip1_is_register_sms_open: '0', register_setting_json: JSON.stringify({ isRealNameRequred: false, isPhoneRequired: false, isCaptchaRequired: false }) };
// Captcha and SMS off: the burst below then reaches the exclusion check 200 times at once.
beforeAll(async () => {
  expect((await call(t.app, { method: 'PUT', url: '/api/dev/configs', payload: openRegistration })).status).toBe(200);
});

const REALNAME = '李小龍';
// Binding a card asks for the withdrawal password (README.md, the "Bank cards:" paragraph).
const QK_HASH = await hashSecret('123456');
const device = () => randomUUID();
const withDevice = (id: string | undefined) => (id ? { 'x-device-id': id } : {});

/** `prefix` with the Luhn check digit appended. */
function cardNo(prefix: string): string {
  return prefix + [...'0123456789'].find((d) => luhnValid(prefix + d))!;
}
let cardSerial = 0;
const newCardNo = () => cardNo(`62284800${String(Date.now() % 1e6).padStart(6, '0')}${(cardSerial += 1) % 10}`);

const bind = (token: Token, number: string, owner: string, lang = 'en') =>
  call<Refusal>(t.app, { method: 'POST', url: `/api/member/bank?lang=${lang}`, headers: bearer(token), payload: { bank_type_id: 1, card_no: number, owner_name: owner, branch: 'Main branch', qk_pwd: '123456' } });

const register = (form: { realname?: string; phone?: string }, id: string | undefined, lang = 'en') => {
  const { name } = uniqueMember();
  return call<Refusal & { access_token?: string }>(t.app, {
    method: 'POST',
    url: `/api/auth/register?lang=${lang}`,
    headers: withDevice(id),
    payload: { name, password: 'secret12', password_confirmation: 'secret12', qk_pwd: '123456', register_site: 'x.example', lang, from_type: 'smart', ...form },
  }).then((res) => ({ ...res, name }));
};

const memberNamed = async (name: string) => (await t.database.db.select({ id: members.id }).from(members).where(eq(members.name, name))).length;

/** A member with a phone, a real name and one bound card who self-excludes for 6 months from browser `deviceId`. */
async function excludedPerson(realname = REALNAME) {
  const m = await memberWithPassword(t);
  await t.database.db.update(members).set({ realname, qkPwdHash: QK_HASH }).where(eq(members.id, m.id));
  const card = newCardNo();
  const bound = await bind(m.token, card, realname);
  expect(bound.status, JSON.stringify(bound.body)).toBe(200);
  const deviceId = device();
  const res = await call<Refusal>(t.app, { method: 'POST', url: '/api/member/self_exclude?lang=en', headers: { ...bearer(m.token), ...withDevice(deviceId) }, payload: { months: 6, password: PASSWORD } });
  expect(res.status).toBe(200);
  const [row] = await t.database.db.select({ until: members.excludedUntil }).from(members).where(eq(members.id, m.id));
  return { ...m, realname, card, deviceId, until: row!.until!.toISOString() };
}

const registerRefusal = (until: string) => ({
  code: 'excluded_person',
  until,
  message: `You have excluded yourself until ${gmt8(until)} (GMT+8): no new account can be opened for you until then`,
});

describe('registration of a self-excluded person', () => {
  it('is refused by the excluded phone, in the user language, and writes no member', async () => {
    const p = await excludedPerson();
    const en = await register({ phone: p.phone }, device());
    expect(en).toMatchObject({ status: 403, body: registerRefusal(p.until) });
    expect(await memberNamed(en.name)).toBe(0);
    const zh = await register({ phone: p.phone }, undefined, 'zh_cn');
    expect(zh.status).toBe(403);
    expect(zh.body.message).toBe(`您已自我禁入至 ${gmt8(p.until)}（GMT+8）；在此之前不能为您开设新账户`);
    expect((await register({ phone: p.phone }, undefined, 'zh_hk')).body.message).toBe(`您已自我禁入至 ${gmt8(p.until)}（GMT+8）；在此之前不能為您開設新賬戶`);
  });

  it('is refused from the browser the exclusion was started in: same real name and another phone, or no name at all', async () => {
    const p = await excludedPerson();
    const sameName = await register({ realname: p.realname, phone: uniqueMember().phone }, p.deviceId);
    expect(sameName).toMatchObject({ status: 403, body: registerRefusal(p.until) });
    const noName = await register({}, p.deviceId);
    expect(noName).toMatchObject({ status: 403, body: registerRefusal(p.until) });
    expect(await memberNamed(sameName.name)).toBe(0);
    expect(await memberNamed(noName.name)).toBe(0);
  });

  it('is refused from a browser the excluded member signed in from while the exclusion runs', async () => {
    const p = await excludedPerson();
    const laptop = device();
    const key = await solvedCaptchaKey(t.app);
    expect((await call(t.app, { method: 'POST', url: '/api/auth/login', headers: withDevice(laptop), payload: { name: p.name, password: PASSWORD, key } })).status).toBe(200);
    expect(await register({ phone: uniqueMember().phone }, laptop)).toMatchObject({ status: 403, body: registerRefusal(p.until) });
  });

  it('is refused through the quick phone sign-up from the excluded browser', async () => {
    const p = await excludedPerson();
    const { phone } = uniqueMember();
    const sms_code = await smsCode(t, phone);
    const res = await call<Refusal>(t.app, { method: 'POST', url: '/api/auth/phone_login?lang=en', headers: withDevice(p.deviceId), payload: { phone, sms_code, lang: 'en', key: await solvedCaptchaKey(t.app) } });
    expect(res).toMatchObject({ status: 403, body: registerRefusal(p.until) });
    expect(await t.database.db.select({ id: members.id }).from(members).where(eq(members.phone, phone))).toHaveLength(0);
  });

  it('is not refused by the real name alone, however it is written: strangers share names', async () => {
    await excludedPerson('Chan Tai Man');
    for (const realname of ['Chan Tai Man', '  chan   TAI man ', 'Ｃｈａｎ Ｔａｉ Ｍａｎ']) {
      const res = await register({ realname, phone: uniqueMember().phone }, device());
      expect(res.status, realname).toBe(200);
    }
  });

  it('stores who the person is without a card number in clear', async () => {
    const p = await excludedPerson('WONG Siu Ming');
    const marks = await t.database.db.select({ kind: exclusionMarks.kind, value: exclusionMarks.value }).from(exclusionMarks).where(eq(exclusionMarks.memberId, p.id));
    expect(marks.map((m) => m.kind).sort()).toEqual(['card', 'device', 'phone', 'realname']);
    expect(marks).toContainEqual({ kind: 'phone', value: p.phone });
    expect(marks).toContainEqual({ kind: 'realname', value: 'wong siu ming' });
    expect(marks).toContainEqual({ kind: 'device', value: p.deviceId });
    const card = marks.find((m) => m.kind === 'card')!.value;
    expect(card).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(marks)).not.toContain(p.card.slice(4, 12));
  });

  it('refuses a malformed device id with 400 and writes nothing', async () => {
    const res = await register({ phone: uniqueMember().phone }, 'not a device id!');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This browser sent a malformed device id; reload the page');
    expect(await memberNamed(res.name)).toBe(0);
  });

  it('lets none of a burst of 200 registrations from the excluded browser through', async () => {
    const p = await excludedPerson();
    const before = (await t.database.db.select({ id: members.id }).from(members)).length;
    const replies = await Promise.all(Array.from({ length: 200 }, () => register({ realname: p.realname, phone: uniqueMember().phone }, p.deviceId)));
    expect(replies.map((r) => r.status).filter((s) => s !== 403)).toEqual([]);
    expect(await t.database.db.select({ id: members.id }).from(members).where(inArray(members.name, replies.map((r) => r.name)))).toHaveLength(0);
    expect((await t.database.db.select({ id: members.id }).from(members)).length).toBe(before);
    // Each registration hashes two secrets (scrypt) before its transaction: 400 on a shared machine.
  }, 300_000);
});

describe('cards and names of a self-excluded person on another account', () => {
  /** Another account of someone else, or the same person under another phone (and so another account). */
  async function otherAccount(realname: string) {
    const m = await newMember(t);
    await t.database.db.update(members).set({ realname, qkPwdHash: QK_HASH }).where(eq(members.id, m.id));
    return m;
  }

  it('refuses binding the excluded person card to another account, storing no card', async () => {
    const p = await excludedPerson();
    const other = await otherAccount(p.realname);
    const res = await bind(other.token, p.card, p.realname);
    expect(res).toMatchObject({
      status: 403,
      body: { code: 'excluded_person', until: p.until, message: `This bank card belongs to a player who has excluded themselves until ${gmt8(p.until)} (GMT+8): it cannot be bound to another account until then` },
    });
    expect((await bind(other.token, p.card, p.realname, 'zh_cn')).body.message).toBe(`此银行卡属于自我禁入至 ${gmt8(p.until)}（GMT+8）的玩家；在此之前不能绑定到其他账户`);
    expect(await t.database.db.select({ id: bankCards.id }).from(bankCards).where(eq(bankCards.memberId, other.id))).toHaveLength(0);
    // Another card still binds there, and the excluded member keeps managing their own cards.
    expect((await bind(other.token, newCardNo(), p.realname)).status).toBe(200);
  });

  it('counts a card the excluded member binds while the exclusion runs', async () => {
    const p = await excludedPerson();
    const later = newCardNo();
    expect((await bind((await login(t, p.name)).body, later, p.realname)).status).toBe(200);
    const other = await otherAccount('Someone Else');
    expect((await bind(other.token, later, 'Someone Else')).status).toBe(403);
  });

  it('refuses the excluded person real name entered later from their browser, not from a stranger browser', async () => {
    const p = await excludedPerson();
    const mine = await newMember(t);
    const update = (token: Token, id: string, lang = 'en') =>
      call<Refusal>(t.app, { method: 'POST', url: `/api/auth/info/update?lang=${lang}`, headers: { ...bearer(token), ...withDevice(id) }, payload: { realname: ` ${p.realname} ` } });
    const refused = await update(mine.token, p.deviceId);
    expect(refused).toMatchObject({
      status: 403,
      body: { code: 'excluded_person', until: p.until, message: `You have excluded yourself until ${gmt8(p.until)} (GMT+8): your name cannot be set on another account until then` },
    });
    expect((await update(mine.token, p.deviceId, 'zh_hk')).body.message).toBe(`您已自我禁入至 ${gmt8(p.until)}（GMT+8）；在此之前不能在其他賬戶上使用您的姓名`);
    const [stored] = await t.database.db.select({ realname: members.realname }).from(members).where(eq(members.id, mine.id));
    expect(stored!.realname).toBeNull();
    const stranger = await newMember(t);
    expect((await update(stranger.token, device())).status).toBe(200);
  });
});

describe('an ended self-exclusion', () => {
  it('no longer refuses the phone, the browser or the card', async () => {
    const p = await excludedPerson();
    const other = await newMember(t);
    await t.database.db.update(members).set({ realname: p.realname }).where(eq(members.id, other.id));
    t.advance(190 * 86_400);
    expect((await register({ realname: p.realname, phone: uniqueMember().phone }, p.deviceId)).status).toBe(200);
    const fresh = await newMember(t);
    await t.database.db.update(members).set({ realname: p.realname, qkPwdHash: QK_HASH }).where(eq(members.id, fresh.id));
    expect((await bind(fresh.token, p.card, p.realname)).status).toBe(200);
    // The phone is still the old account's: a new registration hears it is taken, not excluded.
    expect((await register({ phone: p.phone }, device())).body.message).not.toContain('excluded');
  });
});
