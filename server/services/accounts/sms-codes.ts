import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { createHash, randomInt } from 'node:crypto';
import type { Lang } from '../../../domain/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { smsCodes } from '../../db/schema/index.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../errors.ts';
import { translate } from '../../i18n/translate.ts';
import { takeTry, type GuardRule } from '../guards/guard-counters.ts';
import type { SmsTransport } from './sms-transport.ts';

/**
 * docs/product.md §9: one send per 60 s per phone; plus hourly caps so nobody floods a number. The caps
 * that a stranger can reach are counted per (phone, address), like the phone login's tries
 * (phone-auth-limits.ts): asking for codes for someone's phone spends only the asker's own share.
 */
export const SMS_RESEND_SECONDS = 60;
/** Codes one address may ask for one phone per hour. */
export const SMS_PER_PAIR_HOUR = 5;
/**
 * Codes one phone may be sent per hour over all addresses: four addresses' full shares, so no
 * single address can reach it, while a number (and the gateway's bill) is not texted every minute.
 */
export const SMS_PER_PHONE_HOUR = 4 * SMS_PER_PAIR_HOUR;
/** Codes one address may ask for per hour, unless `SMS_PER_ADDRESS_HOUR` says otherwise (server/config/). */
export const SMS_PER_ADDRESS_HOUR = 20;

export const SMS_CODE_TTL_SECONDS = 300;
/** Wrong guesses allowed on one code from one address. */
export const SMS_MAX_ATTEMPTS = 5;
/**
 * Guesses on one code over all addresses, after which it is dead: six addresses' worth, so one
 * stranger cannot cheaply burn a member's code, while 30 guesses at a 6-digit code win once in 33,000.
 */
export const SMS_MAX_TOTAL_ATTEMPTS = 30;
const perAddressRule: GuardRule = { scope: 'sms_code', windowSeconds: SMS_CODE_TTL_SECONDS, free: SMS_MAX_ATTEMPTS };

const hourMs = 3600_000;
/** Any constant: the advisory lock space of SMS sends. */
const SEND_LOCK = 7_310_023;
const codeHash = (phone: string, code: string) => createHash('sha256').update(`${phone}:${code}`).digest('hex');

/**
 * Checks the send limits and stores the new code, one send per phone and per address at a time:
 * the limits are counts of rows read before the row is written, so concurrent sends wait on
 * transaction-scoped advisory locks (phone first, then address, always in that order).
 */
/** What a code is asked for: phone login (and the card form's code), a reset, or a registration. */
export type SmsPurpose = 'login' | 'reset' | 'register';

async function recordSend(tx: Db, phone: string, address: string, now: Date, perAddressHour: number, purpose: SmsPurpose): Promise<string> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEND_LOCK}, hashtext(${`phone:${phone}`}))`);
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEND_LOCK}, hashtext(${`address:${address}`}))`);
  const [last] = await tx
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  const sinceLast = last ? (now.getTime() - last.createdAt.getTime()) / 1000 : Infinity;
  if (sinceLast < SMS_RESEND_SECONDS) {
    throw new AppError(429, 'sms_too_frequent', { seconds: Math.ceil(SMS_RESEND_SECONDS - sinceLast) });
  }
  const hourAgo = new Date(now.getTime() - hourMs);
  const [perPhone] = await tx.select({ n: count() }).from(smsCodes).where(and(eq(smsCodes.phone, phone), gt(smsCodes.createdAt, hourAgo)));
  const [perAddress] = await tx.select({ n: count() }).from(smsCodes).where(and(eq(smsCodes.address, address), gt(smsCodes.createdAt, hourAgo)));
  const [perPair] = await tx
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.address, address), gt(smsCodes.createdAt, hourAgo)));
  if ((perPair?.n ?? 0) >= SMS_PER_PAIR_HOUR || (perPhone?.n ?? 0) >= SMS_PER_PHONE_HOUR || (perAddress?.n ?? 0) >= perAddressHour) {
    throw new AppError(429, 'sms_hourly_limit');
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx.insert(smsCodes).values({
    phone,
    codeHash: codeHash(phone, code),
    address,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
    purpose,
  });
  return code;
}

/** Sends a fresh 6-digit code to `phone` (with country prefix), within the rate limits (`perAddressHour`: smsPerAddressHour). */
export async function sendSmsCode(
  db: Db,
  transport: SmsTransport,
  input: { phone: string; address: string; lang: Lang; now: Date; perAddressHour: number; purpose?: SmsPurpose },
): Promise<void> {
  const { phone, address, lang, now, perAddressHour, purpose = 'login' } = input;
  const code = await transact(db, (tx) => recordSend(tx, phone, address, now, perAddressHour, purpose));
  const body = translate(lang, 'sms_body', { code, minutes: SMS_CODE_TTL_SECONDS / 60 });
  try {
    await transport.send({ phone, code, body, at: now });
  } catch {
    throw new AppError(502, 'sms_failed');
  }
}

/**
 * Spends the latest live code of `phone` (of `purpose`, when given) when `code` matches. Each try is counted before the code is
 * compared, in one statement each: first for the address it comes from (a stranger's wrong tries
 * use up only their own address's share, so the member's right code from their own address still
 * works), then for the code over all addresses (a generous cap, after which the code is dead).
 */
export async function consumeSmsCode(db: Db, phone: string, code: string, now: Date, address: string, purpose?: SmsPurpose): Promise<void> {
  const [live] = await db
    .select({ id: smsCodes.id, codeHash: smsCodes.codeHash })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, now), purpose ? eq(smsCodes.purpose, purpose) : undefined))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!live) throw new AppError(422, 'sms_code_invalid');
  if (!(await takeTry(db, perAddressRule, `${live.id}|${address}`, now))) throw new AppError(422, 'sms_code_invalid');
  const counted = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, live.id), isNull(smsCodes.usedAt), lt(smsCodes.attempts, SMS_MAX_TOTAL_ATTEMPTS)))
    .returning({ id: smsCodes.id });
  if (counted.length === 0 || live.codeHash !== codeHash(phone, code)) {
    throw new AppError(422, 'sms_code_invalid');
  }
  const spent = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, live.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  // Two requests racing on one code: only the first wins.
  if (spent.length === 0) throw new AppError(422, 'sms_code_invalid');
}
