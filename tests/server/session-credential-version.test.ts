// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { authTokens, members } from '../../server/db/schema/index.ts';
import { AppError } from '../../server/errors.ts';
import { translate } from '../../server/i18n/translate.ts';
import { memberByPhone, memberForLogin, recordLogin } from '../../server/services/accounts/sign-in.ts';
import { hashToken, issueToken } from '../../server/services/accounts/tokens.ts';
import { findPlaySession, openPlaySession } from '../../server/services/money/play-sessions.ts';
import { memberWithPassword, PASSWORD } from './responsible-helpers.ts';
import { bearer, call, startTestApp, type Token } from './test-app.ts';

/**
 * The steps of a login, taken one by one with a change committing between them: the interleavings a
 * burst (session-revocation-races.test.ts) hits only sometimes, here every time.
 */
const t = await startTestApp();
afterAll(() => t.close());
const db = t.database.db;
const me = (token: Token) => call(t.app, { method: 'POST', url: '/api/auth/me', headers: bearer(token) });
const post = (url: string, token: Token, payload: unknown) => call<{ message: string }>(t.app, { method: 'POST', url: `/api${url}`, headers: bearer(token), payload: payload as object });

/** What a login's token issue answers: the token, or the refusal's status and key. */
async function issued(run: () => Promise<Token>): Promise<Token | { status: number; key: string }> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, key: error.key };
    throw error;
  }
}

describe('a login overtaken between its checks and its token', () => {
  it('by a time-out: the token is refused (409), none is stored', async () => {
    const m = await memberWithPassword(t);
    const read = (await memberForLogin(db, m.name))!;
    await recordLogin(db, m.id, t.app.clock());
    expect((await post('/member/time_out', m.token, { days: 1, password: PASSWORD })).status).toBe(200);
    const before = (await db.select({ id: authTokens.id }).from(authTokens).where(eq(authTokens.memberId, m.id))).length;
    expect(await issued(() => issueToken(db, m.id, t.app.clock(), read.credentialVersion))).toEqual({ status: 409, key: 'signed_out_meanwhile' });
    expect((await db.select({ id: authTokens.id }).from(authTokens).where(eq(authTokens.memberId, m.id))).length).toBe(before);
  });

  it('by a self-exclusion, on the SMS login path: refused the same way', async () => {
    const m = await memberWithPassword(t);
    const read = (await memberByPhone(db, m.phone))!;
    await recordLogin(db, m.id, t.app.clock());
    expect((await post('/member/self_exclude', m.token, { months: 6, password: PASSWORD })).status).toBe(200);
    expect(await issued(() => issueToken(db, m.id, t.app.clock(), read.credentialVersion))).toEqual({ status: 409, key: 'signed_out_meanwhile' });
  });

  it('by a password change: refused, while the changing session stays in', async () => {
    const m = await memberWithPassword(t);
    const read = (await memberForLogin(db, m.name))!;
    const change = await post('/member/password/modify?lang=en', m.token, { old_password: PASSWORD, password: 'abc987', password_confirmation: 'abc987' });
    expect(change).toEqual({ status: 200, body: { message: 'Login password changed; you have been logged out on your other devices' } });
    expect(await issued(() => issueToken(db, m.id, t.app.clock(), read.credentialVersion))).toEqual({ status: 409, key: 'signed_out_meanwhile' });
    expect((await me(m.token)).status).toBe(200);
  });

  it('says why in the caller language', () => {
    expect(translate('en', 'signed_out_meanwhile')).toBe('Your password or account was just changed on another device. Please log in again');
    expect(translate('zh_cn', 'signed_out_meanwhile')).toBe('您的密码或账户状态刚刚在其他设备上变更，请重新登录');
    expect(translate('zh_hk', 'signed_out_meanwhile')).toBe('您的密碼或帳戶狀態剛剛在其他裝置上變更，請重新登入');
  });
});

describe('a token stored under an old credential version', () => {
  it('is refused by /auth/me even though nothing revoked it', async () => {
    const m = await memberWithPassword(t);
    const old = await issueToken(db, m.id, t.app.clock());
    // A token that slipped in after the revocation, under the version the login had read.
    await db.update(members).set({ credentialVersion: 7 }).where(eq(members.id, m.id));
    await db.update(authTokens).set({ credentialVersion: 6 }).where(eq(authTokens.tokenHash, hashToken(old.access_token)));
    expect((await me(old)).status).toBe(401);
  });

  it('ends the game tables opened from it', async () => {
    const m = await memberWithPassword(t);
    const login = await issueToken(db, m.id, t.app.clock());
    const table = await openPlaySession(db, { memberId: m.id, apiName: 'rl_slot_starforge', gameCode: null, lang: 'en', authTokenHash: hashToken(login.access_token) }, t.app.clock());
    expect(await findPlaySession(db, table, t.app.clock())).not.toBeNull();
    await db.update(members).set({ credentialVersion: 3 }).where(eq(members.id, m.id));
    expect(await findPlaySession(db, table, t.app.clock())).toBeNull();
  });
});
