import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { toLang, type Lang } from '../../../domain/contracts/lang.ts';
import type { Db } from '../../db/client.ts';
import { gameProviders, games, gameTickets, ledgerAccounts, members, type Localized } from '../../db/schema/index.ts';
import { transact } from '../../db/transact.ts';
import { hashToken } from '../accounts/tokens.ts';
import { refuseIfStopped } from '../member/responsible-play/stop-guard.ts';

/** A launch ticket lives this long: enough for the popup to open, too short to be worth stealing. */
const TICKET_TTL_SECONDS = 60;

const ticketPattern = /^[A-Za-z0-9_-]{40,64}$/;

export interface TicketRequest {
  memberId: number;
  apiName: string;
  gameCode: string | null;
  lang: Lang;
  /** Hash of the bearer token of the launch: the play session it opens ends with that login. */
  authTokenHash: string;
}

/**
 * Issues a random one-time ticket for the game popup. The popup URL carries this ticket, never the
 * bearer token: URLs end up in history, logs and Referer headers. Only the hash is stored.
 */
export async function issueTicket(db: Db, request: TicketRequest, now: Date): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await transact(db, async (tx) => {
    // No game opens during a time-out or self-exclusion: read under the member's row lock, so a
    // stop being written waits for this launch or refuses it.
    await refuseIfStopped(tx, request.memberId, now);
    // Expired tickets are of no use to anyone; the `sweep-expired` job deletes them (server/jobs/).
    await tx.insert(gameTickets).values({
      ticketHash: hashToken(ticket),
      memberId: request.memberId,
      apiName: request.apiName,
      gameCode: request.gameCode,
      lang: request.lang,
      authTokenHash: request.authTokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TICKET_TTL_SECONDS * 1000),
    });
  });
  return ticket;
}

/** What the game page shows for a spent ticket. */
export interface Launch {
  lang: Lang;
  memberId: number;
  memberName: string;
  apiName: string;
  gameCode: string | null;
  /** The member's wallet at this provider: the game plays against it, not the centre wallet. */
  balanceCents: number;
  providerTitle: string;
  /** Null when the provider's lobby was opened rather than one game. */
  gameName: Localized | null;
}

/** A spent ticket's launch and the login it came from. */
export type SpentTicket = Launch & { authTokenHash: string | null };

/**
 * Spends a ticket: the one UPDATE marks it used only if it is unused and unexpired, so two
 * concurrent uses cannot both succeed. Null for unknown, used, expired or blocked-member tickets.
 */
export async function spendTicket(db: Db, ticket: string, now: Date): Promise<SpentTicket | null> {
  if (!ticketPattern.test(ticket)) return null;
  const [spent] = await db
    .update(gameTickets)
    .set({ usedAt: now })
    .where(and(eq(gameTickets.ticketHash, hashToken(ticket)), isNull(gameTickets.usedAt), gt(gameTickets.expiresAt, now)))
    .returning();
  if (!spent) return null;
  const launch = await describeLaunch(db, { memberId: spent.memberId, apiName: spent.apiName, gameCode: spent.gameCode, lang: toLang(spent.lang) });
  return launch && { ...launch, authTokenHash: spent.authTokenHash };
}

/** The game page's facts of an opened game, read now; null when the member is blocked or gone. */
export async function describeLaunch(db: Db, opened: { memberId: number; apiName: string; gameCode: string | null; lang: Lang }): Promise<Launch | null> {
  const [row] = await db
    .select({
      memberName: members.name,
      status: members.status,
      balanceCents: sql<number>`coalesce(${ledgerAccounts.balanceCents}, 0)`.mapWith(Number),
      providerTitle: gameProviders.title,
      providerId: gameProviders.id,
    })
    .from(members)
    .innerJoin(gameProviders, eq(gameProviders.apiName, opened.apiName))
    .leftJoin(ledgerAccounts, and(eq(ledgerAccounts.kind, 'provider'), eq(ledgerAccounts.memberId, members.id), eq(ledgerAccounts.code, opened.apiName)))
    .where(eq(members.id, opened.memberId));
  if (!row || row.status !== 'active') return null;
  let gameName: Localized | null = null;
  if (opened.gameCode) {
    const [game] = await db
      .select({ name: games.name })
      .from(games)
      .where(and(eq(games.providerId, row.providerId), eq(games.code, opened.gameCode)));
    gameName = game?.name ?? null;
  }
  return { ...opened, memberName: row.memberName, balanceCents: row.balanceCents, providerTitle: row.providerTitle, gameName };
}
