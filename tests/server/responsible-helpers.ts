import { eq } from 'drizzle-orm';
import { authTokens, members } from '../../server/db/schema/index.ts';
import { hashSecret } from '../../server/services/accounts/passwords.ts';
import { issueToken } from '../../server/services/accounts/tokens.ts';
import { call, newMember, solvedCaptchaKey, uniqueMember, type Reply, type TestApp, type Token } from './test-app.ts';

export const PASSWORD = 'secret123';
const passwordHash = await hashSecret(PASSWORD);

/** A refusal of a guarded action (StopRefusal) or any other error reply. */
export interface Refusal {
  message: string;
  code?: string;
  until?: string;
}

/** A member with a login password, a phone and `balanceCents` in the centre wallet, signed in (token issued directly). */
export async function memberWithPassword(t: TestApp, balanceCents = 0) {
  const { name, phone } = uniqueMember();
  const m = await newMember(t, { name, balanceCents });
  await t.database.db.update(members).set({ passwordHash, phone }).where(eq(members.id, m.id));
  return { ...m, name, phone };
}

/** Name/password login as the lobby does it (through a solved captcha). */
export async function login(t: TestApp, name: string, password = PASSWORD, lang = 'en'): Promise<Reply<Token & Refusal>> {
  const key = await solvedCaptchaKey(t.app);
  return call<Token & Refusal>(t.app, { method: 'POST', url: `/api/auth/login?lang=${lang}`, payload: { name, password, key } });
}

/** A session the stop could not have seen (opened in the same instant): issued past the login, to reach the guards behind it. */
export const sessionPastLogin = (t: TestApp, memberId: number): Promise<Token> => issueToken(t.database.db, memberId, t.app.clock());

/** The member's two stop columns. */
export async function stopsOf(t: TestApp, memberId: number) {
  const [row] = await t.database.db.select({ timeOut: members.timeOutUntil, excluded: members.excludedUntil }).from(members).where(eq(members.id, memberId));
  return row!;
}

/** How many tokens the member was ever issued. */
export async function tokensOf(t: TestApp, memberId: number): Promise<number> {
  return (await t.database.db.select({ id: authTokens.id }).from(authTokens).where(eq(authTokens.memberId, memberId))).length;
}

/** "2026-12-07 05:30", as the server's messages write an end date (GMT+8). */
export const gmt8 = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
