import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { transact } from '../../db/transact.ts';
import { isExcluded, marksOf, recordMarks, refuseExcludedPerson } from '../member/responsible-play/excluded-persons.ts';

/** The profile fields a member may change; an undefined field is left as it is. */
export interface ProfileChange {
  realname?: string;
  email?: string;
  birthday?: string;
}

/**
 * Stores the member's profile change (`/auth/info/update`); the caller clears the cached sessions.
 * A real name entered here is checked as at registration (README "Time-out and self-exclusion"): with
 * the account's phone or this browser's `device` id, a self-excluded person's name is refused; a
 * self-excluded member's own name joins their marks. Under the member's row lock, in one transaction.
 */
export async function updateProfile(db: Db, memberId: number, change: ProfileChange, device: string | undefined, now: Date): Promise<void> {
  await transact(db, async (tx) => {
    if (change.realname !== undefined) {
      const [member] = await tx.select({ phone: members.phone }).from(members).where(eq(members.id, memberId)).for('update');
      if (await isExcluded(tx, memberId, now)) await recordMarks(tx, memberId, marksOf({ realname: change.realname }), now);
      else await refuseExcludedPerson(tx, { marks: marksOf({ realname: change.realname, phone: member?.phone, device }), rule: 'realname', now, exceptMember: memberId });
    }
    await tx.update(members).set({ realname: change.realname, email: change.email, birthday: change.birthday }).where(eq(members.id, memberId));
  });
}
