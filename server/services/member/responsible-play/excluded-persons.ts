import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import type { Db } from '../../../db/client.ts';
import { bankCards, exclusionKey, exclusionMarks, members } from '../../../db/schema/index.ts';
import { transact } from '../../../db/transact.ts';
import { AppError } from '../../../errors.ts';
import type { ServerMessageKey } from '../../../i18n/translate.ts';
import { serverClockText } from '../../../../domain/time/operator-time.ts';

/**
 * A self-exclusion covers the person, not only the account (README "Time-out and self-exclusion").
 * While it runs, exclusion_marks (migration 0045) holds what identifies them; a mark counts only
 * while its member's exclusion runs, so an ended or lifted one stops matching by itself.
 */
export type MarkKind = 'phone' | 'realname' | 'card' | 'device';
export interface Mark {
  kind: MarkKind;
  value: string;
}

/**
 * Which marks of one excluded member make the caller that person. A name alone never does: strangers
 * share names. A new account from the excluded phone or browser is the person (a family member on the
 * same browser is refused too and can use their own; a protection that lets the player through is
 * worth less). A name entered on an existing account is the person's when it comes with their phone
 * or browser; a card is the person's on its own.
 */
export const matchRules = {
  register: (kinds: ReadonlySet<MarkKind>) => kinds.has('phone') || kinds.has('device'),
  realname: (kinds: ReadonlySet<MarkKind>) => kinds.has('realname') && (kinds.has('phone') || kinds.has('device')),
  card: (kinds: ReadonlySet<MarkKind>) => kinds.has('card'),
} as const;
export type MatchRule = keyof typeof matchRules;

const refusalKeys: Record<MatchRule, ServerMessageKey> = {
  register: 'excluded_person_register',
  realname: 'excluded_person_realname',
  card: 'excluded_person_card',
};

/** A real name as compared: trimmed, inner spaces collapsed, width-folded (NFKC: full-width Ａ → A) and lower case. */
export function normalisedRealname(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The HMAC-SHA256 of a card number's digits under the database's own key: the number never lands in a mark. */
export async function cardDigest(tx: Db, cardNo: string): Promise<string> {
  const [key] = await tx.select({ secret: exclusionKey.secret }).from(exclusionKey);
  if (!key) throw new Error('exclusion_key has no row (migration 0045)');
  return createHmac('sha256', key.secret).update(cardNo.replace(/\D/g, ''), 'utf8').digest('hex');
}

/** Any constant: the advisory lock space of exclusion marks. */
const MARK_LOCK = 4_207_345;

/**
 * Transaction-scoped advisory locks on the marks' values, in the order of their lock ids (so two
 * lockers never wait on each other in a circle): shared for a check, exclusive for recording. A
 * registration checking a phone therefore waits for an exclusion being recorded with that phone and
 * then reads its marks (READ COMMITTED reads what committed before each statement).
 */
async function lockMarks(tx: Db, marks: readonly Mark[], mode: 'check' | 'record'): Promise<void> {
  if (marks.length === 0) return;
  const keys = [...new Set(marks.map((m) => `${m.kind}:${m.value}`))];
  const list = sql.join(keys.map((k) => sql`${k}`), sql`, `);
  const take = mode === 'check' ? sql`pg_advisory_xact_lock_shared` : sql`pg_advisory_xact_lock`;
  await tx.execute(sql`SELECT ${take}(${MARK_LOCK}, h) FROM (SELECT DISTINCT hashtext(k) AS h FROM unnest(ARRAY[${list}]::text[]) AS k ORDER BY 1) AS ordered`);
}

/** The marks a person shows: the empty and absent ones left out. */
export function marksOf(traits: { phone?: string | null; realname?: string | null; device?: string | null; cardDigest?: string }): Mark[] {
  const marks: Mark[] = [];
  if (traits.phone) marks.push({ kind: 'phone', value: traits.phone });
  if (traits.realname && normalisedRealname(traits.realname)) marks.push({ kind: 'realname', value: normalisedRealname(traits.realname) });
  if (traits.device) marks.push({ kind: 'device', value: traits.device });
  if (traits.cardDigest) marks.push({ kind: 'card', value: traits.cardDigest });
  return marks;
}

/**
 * Refuses (403 `{ message, code: 'excluded_person', until }`, the message naming the end in GMT+8)
 * when `marks` make the caller a person whose self-exclusion runs, by `rule`. Call it inside the
 * transaction that then writes what it guards: the check holds its locks until that commits.
 */
export async function refuseExcludedPerson(tx: Db, check: { marks: readonly Mark[]; rule: MatchRule; now: Date; exceptMember?: number }): Promise<void> {
  const { marks, rule, now, exceptMember } = check;
  if (marks.length === 0) return;
  await lockMarks(tx, marks, 'check');
  const rows = await tx
    .select({ memberId: exclusionMarks.memberId, kind: exclusionMarks.kind, until: members.excludedUntil })
    .from(exclusionMarks)
    .innerJoin(members, eq(members.id, exclusionMarks.memberId))
    .where(
      and(
        gt(members.excludedUntil, now),
        or(...marks.map((m) => and(eq(exclusionMarks.kind, m.kind), eq(exclusionMarks.value, m.value)))),
        exceptMember === undefined ? undefined : ne(exclusionMarks.memberId, exceptMember),
      ),
    );
  const byMember = new Map<number, { kinds: Set<MarkKind>; until: Date }>();
  for (const row of rows) {
    const entry = byMember.get(row.memberId) ?? { kinds: new Set<MarkKind>(), until: row.until! };
    entry.kinds.add(row.kind as MarkKind);
    byMember.set(row.memberId, entry);
  }
  const matched = [...byMember.values()].filter((e) => matchRules[rule](e.kinds));
  if (matched.length === 0) return;
  const until = new Date(Math.max(...matched.map((e) => e.until.getTime())));
  throw new AppError(403, refusalKeys[rule], { until: serverClockText(until) }, {}, { code: 'excluded_person', until: until.toISOString() });
}

/** Writes marks of a self-excluded member (each once), under the exclusive locks of their values. */
export async function recordMarks(tx: Db, memberId: number, marks: readonly Mark[], now: Date): Promise<void> {
  if (marks.length === 0) return;
  await lockMarks(tx, marks, 'record');
  await tx
    .insert(exclusionMarks)
    .values(marks.map((m) => ({ memberId, kind: m.kind, value: m.value, recordedAt: now })))
    .onConflictDoNothing();
}

/**
 * Records who a member starting a self-exclusion is: the phone, the real name, every bound card and
 * the device the request came from. Runs in the exclusion's own transaction, under the member's row lock.
 */
export async function recordExcludedPerson(tx: Db, memberId: number, device: string | undefined, now: Date): Promise<void> {
  const [member] = await tx.select({ phone: members.phone, realname: members.realname }).from(members).where(eq(members.id, memberId));
  const cards = await tx.select({ cardNo: bankCards.cardNo }).from(bankCards).where(eq(bankCards.memberId, memberId));
  const marks = marksOf({ phone: member?.phone, realname: member?.realname, device });
  for (const card of cards) marks.push({ kind: 'card', value: await cardDigest(tx, card.cardNo) });
  await recordMarks(tx, memberId, marks, now);
}

/** Whether the member's self-exclusion runs now (read in the caller's transaction). */
export async function isExcluded(tx: Db, memberId: number, now: Date): Promise<boolean> {
  const [row] = await tx.select({ until: members.excludedUntil }).from(members).where(eq(members.id, memberId));
  return !!row?.until && row.until > now;
}

/**
 * A sign-in of a member whose self-exclusion runs adds the browser it came from to their marks: a
 * new account from that browser is then the person's too (README "Time-out and self-exclusion").
 */
export async function markDeviceWhileExcluded(db: Db, memberId: number, device: string | undefined, now: Date): Promise<void> {
  if (!device) return;
  await transact(db, async (tx) => {
    if (await isExcluded(tx, memberId, now)) await recordMarks(tx, memberId, marksOf({ device }), now);
  });
}
