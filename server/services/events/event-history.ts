import { and, count, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { EventWinner, FairHistoryRow } from '../../../domain/contracts/replies/events.ts';
import type { Db } from '../../db/client.ts';
import { eventDraws, eventPlayDays, fairSeeds, members, type EventName, type Localized } from '../../db/schema/index.ts';
import { fromCents } from '../money/money.ts';

/** A stored draw as the history shows it, with the prize row it paid (null if since deleted). */
export interface DrawRecord {
  row: FairHistoryRow;
  prizeId: number | null;
  amountCents: number;
}

const drawColumns = {
  id: eventDraws.id,
  prizeIndex: eventDraws.prizeIndex,
  prizeId: eventDraws.prizeId,
  label: eventDraws.label,
  amountCents: eventDraws.amountCents,
  createdAt: eventDraws.createdAt,
  clientSeed: eventDraws.clientSeed,
  nonce: eventDraws.nonce,
  weights: eventDraws.weights,
  seedHash: fairSeeds.serverSeedHash,
  serverSeed: fairSeeds.serverSeed,
  revealedAt: fairSeeds.revealedAt,
};

/** A stored draw joined with its seed. */
interface DrawSelect {
  id: number;
  prizeIndex: number;
  prizeId: number | null;
  label: Localized;
  amountCents: number;
  createdAt: Date;
  clientSeed: string;
  nonce: number;
  weights: number[];
  seedHash: string;
  serverSeed: string;
  revealedAt: Date | null;
}

/** A draw as the history shows it; the seed appears only once a rotation has revealed it. */
export function toRecord(r: DrawSelect): DrawRecord {
  const row: FairHistoryRow = {
    id: r.id,
    prize_index: r.prizeIndex,
    label: r.label,
    money: fromCents(r.amountCents),
    created_at: r.createdAt.toISOString(),
    fair: { server_seed_hash: r.seedHash, client_seed: r.clientSeed, nonce: r.nonce, weights: r.weights, prize_index: r.prizeIndex },
    // The seed stays secret until a rotation reveals it; then every draw made with it can be checked.
    server_seed: r.revealedAt ? r.serverSeed : null,
  };
  return { row, prizeId: r.prizeId, amountCents: r.amountCents };
}

/** Draws matching `where`, newest first. */
async function drawsWhere(db: Db, where: SQL | undefined, limit: number, offset = 0): Promise<DrawRecord[]> {
  const rows = await db
    .select(drawColumns)
    .from(eventDraws)
    .innerJoin(fairSeeds, eq(fairSeeds.id, eventDraws.seedId))
    .where(where)
    .orderBy(desc(eventDraws.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toRecord);
}

/** The draws of one play, in the order they were made. */
export async function drawsOfPlay(db: Db, playId: number): Promise<DrawRecord[]> {
  return (await drawsWhere(db, eq(eventDraws.playId, playId), 1000)).reverse();
}

/** A member's draws of an event, newest first, one page. */
export async function memberDraws(db: Db, memberId: number, event: EventName, page: { limit: number; page: number }) {
  const where = and(eq(eventDraws.memberId, memberId), eq(eventDraws.event, event));
  const [list, [total]] = await Promise.all([
    drawsWhere(db, where, page.limit, (page.page - 1) * page.limit),
    db.select({ n: count() }).from(eventDraws).where(where),
  ]);
  return { list: list.map((d) => d.row), total: Number(total?.n ?? 0) };
}

/** "demo01" → "de***1": enough to recognise oneself, not enough to find anyone. */
function maskName(name: string): string {
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}

/** The last real wins of anyone (money > 0), names masked: read from the draws, never made up. */
export async function recentWinners(db: Db, event: EventName, limit = 10): Promise<EventWinner[]> {
  const rows = await db
    .select({ name: members.name, label: eventDraws.label, amountCents: eventDraws.amountCents, createdAt: eventDraws.createdAt })
    .from(eventDraws)
    .innerJoin(members, eq(members.id, eventDraws.memberId))
    .where(and(eq(eventDraws.event, event), gt(eventDraws.amountCents, 0)))
    .orderBy(desc(eventDraws.id))
    .limit(limit);
  return rows.map((r) => ({ name: maskName(r.name), label: r.label, money: fromCents(r.amountCents), created_at: r.createdAt.toISOString() }));
}

/** Spins the member made on a server day: the counter `event_play` raises (migration 0057). */
export async function playsOn(db: Db, memberId: number, event: EventName, day: string): Promise<number> {
  const [row] = await db
    .select({ n: eventPlayDays.played })
    .from(eventPlayDays)
    .where(and(eq(eventPlayDays.memberId, memberId), eq(eventPlayDays.event, event), eq(eventPlayDays.day, day)));
  return row?.n ?? 0;
}
