import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FairRotateReply, FairSeeds } from '../../../domain/contracts/replies/fair-seeds.ts';
import type { Db } from '../../db/client.ts';
import { fairMembers, fairSeeds } from '../../db/schema/index.ts';
import { transact } from '../../db/transact.ts';
import { commitmentOf, newServerSeed } from './fair-draw.ts';

/** A member's fair state, read under the lock of their `fair_members` row. */
export interface FairState {
  memberId: number;
  seedId: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** The nonce the next draw takes. */
  nextNonce: number;
}

/** The default client seed: 16 random hex characters, until the member sets their own. */
export const defaultClientSeed = () => randomBytes(8).toString('hex');

const insertSeed = (tx: Db, memberId: number, now: Date) => {
  const serverSeed = newServerSeed();
  return tx.insert(fairSeeds).values({ memberId, serverSeed, serverSeedHash: commitmentOf(serverSeed), createdAt: now });
};

async function readLocked(tx: Db, memberId: number): Promise<FairState | null> {
  const [row] = await tx.select().from(fairMembers).where(eq(fairMembers.memberId, memberId)).for('update');
  if (!row) return null;
  // Read after the lock, in a statement of its own: on PostgreSQL a join locked in one statement could
  // pair the row with a seed a rotation revealed while this call waited for the lock.
  const [seed] = await tx
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.memberId, memberId), isNull(fairSeeds.revealedAt)));
  if (!seed) throw new Error(`member ${memberId} has fair state but no current seed`);
  return { memberId, seedId: seed.id, serverSeed: seed.serverSeed, serverSeedHash: seed.serverSeedHash, clientSeed: row.clientSeed, nextNonce: row.nextNonce };
}

/**
 * Locks the member's fair row (`SELECT … FOR UPDATE`) in `tx` and returns their current seed, client
 * seed and next nonce, creating them on first use. Every draw, seed change and chance count of a
 * member runs under this lock, so they happen one after the other also on PostgreSQL.
 */
export async function lockFair(tx: Db, memberId: number, now: Date): Promise<FairState> {
  const found = await readLocked(tx, memberId);
  if (found) return found;
  // Two first calls at once: the unique current-seed index and the primary key let one of each in.
  await insertSeed(tx, memberId, now).onConflictDoNothing();
  await tx.insert(fairMembers).values({ memberId, clientSeed: defaultClientSeed() }).onConflictDoNothing();
  const created = await readLocked(tx, memberId);
  if (!created) throw new Error(`fair state of member ${memberId} not created`);
  return created;
}

const toSeeds = (s: FairState): FairSeeds => ({ server_seed_hash: s.serverSeedHash, client_seed: s.clientSeed, nonce: s.nextNonce });

/** `GET /fair/seeds`: the commitment, client seed and next nonce (created on first use). */
export function fairSeedsOf(db: Db, memberId: number, now: Date): Promise<FairSeeds> {
  return transact(db, async (tx) => toSeeds(await lockFair(tx, memberId, now)));
}

/** `POST /fair/client_seed`: the client seed of the next draws; the nonce goes on counting. */
export function setClientSeed(db: Db, memberId: number, clientSeed: string, now: Date): Promise<FairSeeds> {
  return transact(db, async (tx) => {
    const state = await lockFair(tx, memberId, now);
    await tx.update(fairMembers).set({ clientSeed }).where(eq(fairMembers.memberId, memberId));
    return toSeeds({ ...state, clientSeed });
  });
}

/** `POST /fair/rotate`: reveals the current server seed and commits a new one; the nonce is not reset. */
export function rotateSeed(db: Db, memberId: number, now: Date): Promise<FairRotateReply> {
  return transact(db, async (tx) => {
    const old = await lockFair(tx, memberId, now);
    await tx.update(fairSeeds).set({ revealedAt: now }).where(eq(fairSeeds.id, old.seedId));
    const [fresh] = await insertSeed(tx, memberId, now).returning({ hash: fairSeeds.serverSeedHash });
    return { revealed_server_seed: old.serverSeed, server_seed_hash: fresh!.hash };
  });
}
