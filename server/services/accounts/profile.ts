import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';

/** The profile fields a member may change; an undefined field is left as it is. */
export interface ProfileChange {
  realname?: string;
  email?: string;
  birthday?: string;
}

/** Stores the member's profile change (`/auth/info/update`); the caller clears the cached sessions. */
export async function updateProfile(db: Db, memberId: number, change: ProfileChange): Promise<void> {
  await db.update(members).set({ realname: change.realname, email: change.email, birthday: change.birthday }).where(eq(members.id, memberId));
}
