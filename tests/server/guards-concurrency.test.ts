// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bankCards, bankTypes, members, smsCodes, withdrawals } from '../../server/db/schema/index.ts';
import { LOGIN_FAILURES_PER_ADDRESS, LOGIN_FREE_FAILURES } from '../../server/services/accounts/login-guard.ts';
import { hashSecret } from '../../server/services/accounts/passwords.ts';
import { QK_PWD_FAILURES } from '../../server/services/accounts/qk-pwd-guard.ts';
import { consumeSmsCode, SMS_MAX_ATTEMPTS, SMS_MAX_TOTAL_ATTEMPTS, SMS_PER_ADDRESS_HOUR } from '../../server/services/accounts/sms-codes.ts';
import { bearer, call, newMember, smsCode, startTestApp, uniqueMember, walletCents, type Token } from './test-app.ts';

/**
 * Every guard under 200 simultaneous wrong tries, then the right secret: no more tries are checked
 * than the guard allows, and the right one that comes after is refused. A guard that read its count
 * and wrote it back later let most of the 200 through on PostgreSQL.
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
    verifyDecoy: (secret: string) => {
      checks.n += 1;
      return real.verifyDecoy(secret);
    },
  };
});

const TRIES = 200;
const t = await startTestApp();
const db = t.database.db;
const kind = t.database.kind;
beforeAll(() => call(t.app, { method: 'PUT', url: '/api/dev/configs', payload: { vip1_is_login_captcha_open: '0' } }));
afterAll(() => t.close());

// The server's clock stands still from the barrage to the right try: a delay that ran out meanwhile
// would rightly let a later try be checked, and the count would then say nothing about the race.
afterEach(() => void vi.useRealTimers());

/** Fires `TRIES` requests at once and returns their statuses and how many secrets were checked. */
async function barrage(label: string, fire: (n: number) => Promise<number>): Promise<{ statuses: number[]; checked: number }> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  checks.n = 0;
  const statuses = await Promise.all(Array.from({ length: TRIES }, (_, n) => fire(n)));
  const checked = checks.n;
  console.info(`[guards] ${kind}: ${label}: ${checked} of ${TRIES} checked`);
  return { statuses, checked };
}
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

const post = (url: string, payload: Record<string, unknown>, options: { token?: Token; address?: string; key?: string } = {}) =>
  t.app
    .inject({
      method: 'POST',
      url: `/api${url}?lang=en`,
      payload,
      remoteAddress: options.address ?? '127.0.0.1',
      headers: { ...(options.token ? bearer(options.token) : {}), ...(options.key ? { 'idempotency-key': options.key } : {}) },
    })
    .then((res) => ({ status: res.statusCode, body: res.json<{ message?: string; access_token?: string }>() }));

/** A member with a known login and withdrawal password, a bank card and 500.00 in the wallet. */
async function player() {
  const { name } = uniqueMember();
  const m = await newMember(t, { name, balanceCents: 50_000 });
  await db.update(members).set({ passwordHash: await hashSecret('right12'), qkPwdHash: await hashSecret('123456'), realname: 'Test Player' }).where(eq(members.id, m.id));
  const [type] = await db.select().from(bankTypes).limit(1);
  const [card] = await db.insert(bankCards).values({ memberId: m.id, bankTypeId: type!.id, cardNo: '6222020200112233445', ownerName: 'Test Player', branch: 'Main branch' }).returning();
  return { ...m, name, cardId: card!.id };
}

describe(`guards under ${TRIES} simultaneous wrong tries (${kind})`, () => {
  it('login, one name from one address: at most the free failures are checked, then the right password waits', async () => {
    const p = await player();
    const address = '192.0.2.10';
    const { statuses, checked } = await barrage('login, one name', () => post('/auth/login', { name: p.name, password: 'wrong99' }, { address }).then((r) => r.status));
    expect(checked).toBeLessThanOrEqual(LOGIN_FREE_FAILURES);
    expect(count(statuses, 422)).toBe(checked);
    expect(count(statuses, 429)).toBe(TRIES - checked);
    const right = await post('/auth/login', { name: p.name, password: 'right12' }, { address });
    expect(right.status).toBe(429);
    expect(right.body.access_token).toBeUndefined();
  }, 120_000);

  it('login, many names from one address: at most the address cap is checked, then the right password is not let in', async () => {
    const p = await player();
    const address = '192.0.2.11';
    const { statuses, checked } = await barrage('login, many names', (n) => post('/auth/login', { name: `spray${String(n).padStart(3, '0')}`, password: 'wrong99' }, { address }).then((r) => r.status));
    expect(checked).toBeLessThanOrEqual(LOGIN_FAILURES_PER_ADDRESS);
    expect(count(statuses, 422)).toBe(checked);
    const right = await post('/auth/login', { name: p.name, password: 'right12' }, { address });
    // It waits (429) or, once the wait is over, needs a captcha (422); the try from another address goes in.
    expect([429, 422]).toContain(right.status);
    expect(right.body.access_token).toBeUndefined();
    expect((await post('/auth/login', { name: p.name, password: 'right12' }, { address: '192.0.2.12' })).status).toBe(200);
  }, 120_000);

  it('withdrawal password on /drawing: at most the cap is checked, then the right one is refused and nothing is held', async () => {
    const p = await player();
    const { statuses, checked } = await barrage('withdrawal password', (n) =>
      post('/drawing', { money: '10.00', bank_id: p.cardId, qk_pwd: '654321' }, { token: p.token, key: `qk-${p.id}-${n}` }).then((r) => r.status),
    );
    expect(checked).toBeLessThanOrEqual(QK_PWD_FAILURES);
    expect(count(statuses, 422)).toBe(checked);
    const right = await post('/drawing', { money: '10.00', bank_id: p.cardId, qk_pwd: '123456' }, { token: p.token, key: `qk-${p.id}-right` });
    expect(right.status).toBe(429);
    expect(await db.select().from(withdrawals).where(eq(withdrawals.memberId, p.id))).toEqual([]);
    expect(await walletCents(t, p.id)).toBe(50_000);
  }, 120_000);

  it('withdrawal password change: at most the cap is checked, then the right old one is refused', async () => {
    const p = await player();
    const change = (old: string) => ({ old_qk_pwd: old, qk_pwd: '445566', qk_pwd_confirmation: '445566' });
    const { checked } = await barrage('withdrawal password change', () => post('/member/drawing_pwd/modify', change('000000'), { token: p.token }).then((r) => r.status));
    expect(checked).toBeLessThanOrEqual(QK_PWD_FAILURES);
    expect((await post('/member/drawing_pwd/modify', change('123456'), { token: p.token })).status).toBe(429);
  }, 120_000);

  it('login password change: at most the free failures are checked, then the right old one waits', async () => {
    const p = await player();
    const address = '192.0.2.13';
    const change = (old: string) => ({ old_password: old, password: 'newpass1', password_confirmation: 'newpass1' });
    const { checked } = await barrage('login password change', () => post('/member/password/modify', change('wrong99'), { token: p.token, address }).then((r) => r.status));
    expect(checked).toBeLessThanOrEqual(LOGIN_FREE_FAILURES);
    expect((await post('/member/password/modify', change('right12'), { token: p.token, address })).status).toBe(429);
    expect((await post('/auth/login', { name: p.name, password: 'right12' }, { address: '192.0.2.14' })).status).toBe(200);
  }, 120_000);

  const wrongCode = (code: string, n: number) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');
  const attemptsOf = async (phone: string) => (await db.select({ n: smsCodes.attempts }).from(smsCodes).where(eq(smsCodes.phone, phone)))[0]!.n;
  const tryCode = (phone: string, code: string, address: string) =>
    consumeSmsCode(db, phone, code, new Date(Date.now()), address).then(
      () => 200,
      (error: { statusCode?: number }) => error.statusCode ?? 500,
    );

  it('SMS code from one address: at most its share is compared, then the right code from there is refused', async () => {
    const { phone } = uniqueMember();
    const code = await smsCode(t, phone);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const statuses = await Promise.all(Array.from({ length: TRIES }, (_, n) => tryCode(phone, wrongCode(code, n), '192.0.2.20')));
    const compared = await attemptsOf(phone);
    console.info(`[guards] ${kind}: SMS code, one address: ${compared} of ${TRIES} compared`);
    expect(compared).toBeLessThanOrEqual(SMS_MAX_ATTEMPTS);
    expect(count(statuses, 422)).toBe(TRIES);
    expect(await tryCode(phone, code, '192.0.2.20')).toBe(422);
  }, 120_000);

  it('SMS code from 200 addresses: at most the total cap is compared, then the code is dead everywhere', async () => {
    const { phone } = uniqueMember();
    const code = await smsCode(t, phone);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await Promise.all(Array.from({ length: TRIES }, (_, n) => tryCode(phone, wrongCode(code, n), `198.18.${Math.floor(n / 250)}.${n % 250}`)));
    const compared = await attemptsOf(phone);
    console.info(`[guards] ${kind}: SMS code, many addresses: ${compared} of ${TRIES} compared`);
    expect(compared).toBeLessThanOrEqual(SMS_MAX_TOTAL_ATTEMPTS);
    expect(await tryCode(phone, code, '198.18.9.9')).toBe(422);
  }, 120_000);

  const sendFrom = (phone: string, address: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sms?lang=en', payload: { phone }, remoteAddress: address }).then((res) => res.statusCode);

  it('SMS sends to one phone: one code a minute however many ask at once', async () => {
    const { phone } = uniqueMember();
    const before = t.sent.length;
    const statuses = await Promise.all(Array.from({ length: TRIES }, (_, n) => sendFrom(phone, `198.19.0.${n % 250}`)));
    console.info(`[guards] ${kind}: SMS sends, one phone: ${count(statuses, 200)} of ${TRIES} sent`);
    expect(count(statuses, 200)).toBe(1);
    expect(t.sent.length - before).toBe(1);
    expect((await db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).length).toBe(1);
  }, 120_000);

  it('SMS sends from one address: at most its hourly cap however many phones it names at once', async () => {
    const statuses = await Promise.all(Array.from({ length: TRIES }, () => sendFrom(uniqueMember().phone, '198.19.1.1')));
    console.info(`[guards] ${kind}: SMS sends, one address: ${count(statuses, 200)} of ${TRIES} sent`);
    expect(count(statuses, 200)).toBe(SMS_PER_ADDRESS_HOUR);
    expect(count(statuses, 429)).toBe(TRIES - SMS_PER_ADDRESS_HOUR);
  }, 120_000);
});
