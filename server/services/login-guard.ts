import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authFailures } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';

/** Failed logins allowed per name, and per address, within the window before further tries are refused. */
export const LOGIN_FAILURES_PER_NAME = 5;
export const LOGIN_FAILURES_PER_ADDRESS = 20;
export const LOGIN_WINDOW_MINUTES = 15;

const windowStart = (now: Date) => new Date(now.getTime() - LOGIN_WINDOW_MINUTES * 60_000);

async function failures(db: Db, scope: string, subject: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(authFailures)
    .where(and(eq(authFailures.scope, scope), eq(authFailures.subject, subject), gt(authFailures.createdAt, windowStart(now))));
  return row?.n ?? 0;
}

/** Refuses a login try (429) when the name or the address failed too often lately. */
export async function assertLoginAllowed(db: Db, name: string, address: string, now: Date): Promise<void> {
  const [byName, byAddress] = await Promise.all([failures(db, 'name', name.toLowerCase(), now), failures(db, 'address', address, now)]);
  if (byName >= LOGIN_FAILURES_PER_NAME || byAddress >= LOGIN_FAILURES_PER_ADDRESS) {
    throw new AppError(429, 'login_locked', { minutes: LOGIN_WINDOW_MINUTES });
  }
}

export async function recordLoginFailure(db: Db, name: string, address: string, now: Date): Promise<void> {
  await db.insert(authFailures).values([
    { scope: 'name', subject: name.toLowerCase(), createdAt: now },
    { scope: 'address', subject: address, createdAt: now },
  ]);
}

/** A successful login forgives the name's earlier failures. */
export async function clearLoginFailures(db: Db, name: string): Promise<void> {
  await db.delete(authFailures).where(and(eq(authFailures.scope, 'name'), eq(authFailures.subject, name.toLowerCase())));
}
