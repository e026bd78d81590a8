import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../server/app.ts';
import type { CaptchaSettings } from '../../server/captcha/captcha-settings.ts';
import type { MetricsAddress } from '../../server/config/server-config.ts';
import type { Database } from '../../server/db/client.ts';
import { eq } from 'drizzle-orm';
import { ledgerTransactions, members } from '../../server/db/schema/index.ts';
import { balanceOf, house, move, walletOf } from '../../server/services/money/ledger.ts';
import type { SmsTransport } from '../../server/services/accounts/sms-transport.ts';
import { issueToken } from '../../server/services/accounts/tokens.ts';
import { openTestDatabase } from './test-database.ts';
import { checkBody } from '../e2e/captcha-trail-helpers.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Moves the server's clock forward. */
  advance(seconds: number): void;
  /** Texts the SMS transport was asked to send, newest last. */
  sent: { phone: string; code: string }[];
  close(): Promise<void>;
}

/**
 * An app on a database of its own (a copy of the suite's seeded one: tests/server/test-database.ts),
 * on PostgreSQL when DATABASE_URL is set, else PGlite in memory.
 */
export async function startTestApp(options: { devEndpoints?: boolean; captcha?: Partial<CaptchaSettings>; metrics?: MetricsAddress } = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  let offsetMs = 0;
  const sent: TestApp['sent'] = [];
  const sms: SmsTransport = { send: async ({ phone, code }) => void sent.push({ phone, code }) };
  const app = await buildApp({ database, devEndpoints: options.devEndpoints ?? true, clock: () => new Date(Date.now() + offsetMs), sms, captcha: options.captcha, metrics: options.metrics });
  return {
    app,
    database,
    sent,
    advance: (seconds) => void (offsetMs += seconds * 1000),
    async close() {
      await app.close();
      await drop();
    },
  };
}

export interface Reply<T = unknown> {
  status: number;
  body: T;
}

/** `app.inject` with a JSON reply parsed. */
export async function call<T = Record<string, unknown>>(app: FastifyInstance, options: InjectOptions): Promise<Reply<T>> {
  const res = await app.inject(options);
  return { status: res.statusCode, body: (res.body ? res.json() : undefined) as T };
}

export type Token = { access_token: string };

export const bearer = (token: Token) => ({ authorization: `Bearer ${token.access_token}` });

/** The dev endpoint's answer to a captcha key: the gap's x (null for a plain key) and the proof-of-work's solution. */
export type DevCaptchaAnswer = { offset: number | null; pow: { counter: number; derivedKey: string } };

/** Gets a puzzle and solves it (gap and proof-of-work) through the dev endpoint, as the e2e tests do. */
export async function solvedCaptchaKey(app: FastifyInstance): Promise<string> {
  const puzzle = await call<{ key: string }>(app, { method: 'GET', url: '/api/auth/captcha' });
  const gap = await call<DevCaptchaAnswer>(app, { method: 'GET', url: `/api/dev/captcha/${puzzle.body.key}` });
  const payload = checkBody(puzzle.body.key, gap.body.offset ?? 0, gap.body.pow);
  const check = await call(app, { method: 'POST', url: '/api/auth/check', payload });
  if (check.status !== 200) throw new Error(`captcha check failed: ${JSON.stringify(check.body)}`);
  return puzzle.body.key;
}

/** Signs the seeded demo member in through a solved captcha, as the lobby does. */
export async function loginDemo(app: FastifyInstance): Promise<Token> {
  const key = await solvedCaptchaKey(app);
  return (await call<Token>(app, { method: 'POST', url: '/api/auth/login', payload: { name: 'demo01', password: 'demo123', key } })).body;
}

/** A test app with the seeded demo member signed in. */
export async function startWithDemo(): Promise<{ t: TestApp; demo: Token }> {
  const t = await startTestApp();
  return { t, demo: await loginDemo(t.app) };
}

/** Sends an SMS code through a freshly solved slider, as the lobby does, and returns it; registration asks with `purpose: 'register'`. */
export async function smsCode(test: TestApp, phone: string, purpose?: 'register'): Promise<string> {
  const res = await call(test.app, { method: 'POST', url: '/api/auth/sms', payload: { phone, purpose, key: await solvedCaptchaKey(test.app) } });
  if (res.status !== 200) throw new Error(`sms failed: ${JSON.stringify(res.body)}`);
  const last = test.sent.at(-1);
  if (!last || last.phone !== phone) throw new Error('no sms recorded');
  return last.code;
}

let serial = 0;
/** A name and phone no other test of the file uses. */
export function uniqueMember() {
  serial += 1;
  const n = `${Date.now() % 1e6}${serial}`.padStart(8, '0').slice(-8);
  return { name: `u${n}`, phone: `+86139${n}` };
}

/** A member with no history (a unique name unless given), signed in without the captcha dance. */
export async function newMember(test: TestApp, options: { name?: string; balanceCents?: number } = {}): Promise<{ id: number; token: Token }> {
  const { name = uniqueMember().name, balanceCents = 0 } = options;
  const [row] = await test.database.db.insert(members).values({ name, passwordHash: 'x', inviteCode: name.toUpperCase() }).returning({ id: members.id });
  if (balanceCents > 0) await move(test.database.db, { kind: 'opening', memberId: row!.id, from: house('opening'), to: walletOf(row!.id), amountCents: balanceCents });
  // The app's clock, which a test may have moved: the token lives its 7 days from the server's now.
  return { id: row!.id, token: await issueToken(test.database.db, row!.id, test.app.clock()) };
}

/** A member's centre wallet balance in cents, as the ledger holds it. */
export const walletCents = (test: TestApp, memberId: number) => balanceOf(test.database.db, walletOf(memberId));

/** How many ledger transactions were written for a member (the opening one of `newMember` included). */
export async function ledgerMovesOf(test: TestApp, memberId: number): Promise<number> {
  return (await test.database.db.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.memberId, memberId))).length;
}

export async function countRows(database: Database, table: string): Promise<number> {
  let n = 0;
  await database.withConnection(async (sql) => {
    const rows = await sql.rows<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    n = Number(rows[0]?.n ?? 0);
  });
  return n;
}
