import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { smsCodes, smsOutbox } from '../db/schema/index.ts';

/** The last SMS the console transport "sent" to `phone` (the dev endpoints read codes from it), or null. */
export async function lastSmsTo(db: Db, phone: string): Promise<{ phone: string; code: string; body: string; created_at: string } | null> {
  const [last] = await db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(1);
  return last ? { phone: last.phone, code: last.code, body: last.body, created_at: last.createdAt.toISOString() } : null;
}

/** Forgets the codes sent to `phone`, so a test may send another at once instead of waiting out the 60 s window. */
export async function forgetSmsCodes(db: Db, phone: string): Promise<void> {
  await db.delete(smsCodes).where(eq(smsCodes.phone, phone));
}
