import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';

/** The id of the member called `name`, or null (the operator's commands and their dev twins name members). */
export async function memberIdByName(db: Db, name: string): Promise<number | null> {
  const [member] = await db.select({ id: members.id }).from(members).where(eq(members.name, name));
  return member?.id ?? null;
}
