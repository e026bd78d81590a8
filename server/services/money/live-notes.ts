import { and, asc, eq, gt, lt, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { liveNotes, type LiveNoteKind, type Localized } from '../../db/schema/index.ts';

/** A bonus credited with some money: its name in every language and its amount. */
export interface CreditedBonus {
  name: Localized;
  amountCents: number;
}

/** How long a note may still be sent: a toast later than this would mean nothing (the site-mail stays). */
export const NOTE_LIFE_MS = 24 * 3600_000;
/** The most notes one push carries; a member never earns more at once. */
const NOTES_PER_PUSH = 20;

/**
 * Records a moment the member is told once on the live stream (migration 0046), in the caller's
 * transaction: the note exists exactly when the money does. The member's notes past their life go
 * with it, so the table holds about a day of each member's moments.
 */
export async function recordNote(tx: Db, memberId: number, kind: LiveNoteKind, amountCents: number, name: Localized | null, now: Date): Promise<void> {
  await tx.delete(liveNotes).where(and(eq(liveNotes.memberId, memberId), lt(liveNotes.createdAt, new Date(now.getTime() - NOTE_LIFE_MS))));
  await tx.insert(liveNotes).values({ memberId, kind, amountCents, name, createdAt: now });
}

export const recordBonusNote = (tx: Db, memberId: number, bonus: CreditedBonus, now: Date) => recordNote(tx, memberId, 'bonus', bonus.amountCents, bonus.name, now);

/** The id of the member's newest note (0 with none): a new stream starts after it. */
export async function lastNoteId(db: Db, memberId: number): Promise<number> {
  const [row] = await db.select({ id: max(liveNotes.id) }).from(liveNotes).where(eq(liveNotes.memberId, memberId));
  return row?.id ?? 0;
}

/** The member's notes after `after`, still within their life, oldest first. */
export function notesAfter(db: Db, memberId: number, after: number, now: Date) {
  return db
    .select({ id: liveNotes.id, kind: liveNotes.kind, amountCents: liveNotes.amountCents, name: liveNotes.name })
    .from(liveNotes)
    .where(and(eq(liveNotes.memberId, memberId), gt(liveNotes.id, after), gt(liveNotes.createdAt, new Date(now.getTime() - NOTE_LIFE_MS))))
    .orderBy(asc(liveNotes.id))
    .limit(NOTES_PER_PUSH);
}
