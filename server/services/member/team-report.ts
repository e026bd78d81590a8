import { and, count, desc, eq, gte, ilike, inArray, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TeamChildList, TeamDay, TeamFigures, TeamReport } from '../../../domain/contracts/replies/team.ts';
import { TEAM_PAGE_SIZE, type TeamChildListValues } from '../../../domain/contracts/team.ts';
import type { Db } from '../../db/client.ts';
import { bets, members, recharges, withdrawals } from '../../db/schema/index.ts';
import { commissionFor, isAgent, tiersOf } from './agents.ts';
import { fromCents } from '../money/money.ts';
import { dayEnd, dayStart, SERVER_UTC_OFFSET } from '../../../domain/time/operator-time.ts';

/** A range of server days as instants: [from, to). */
interface Span {
  from: Date;
  to: Date;
}

// A constant of our own code, spelled into the SQL text so the SELECT and the GROUP BY are the
// very same expression (two bound parameters would be two different expressions to PostgreSQL).
if (!/^[+-]\d{2}:\d{2}$/.test(SERVER_UTC_OFFSET)) throw new Error(`bad server offset ${SERVER_UTC_OFFSET}`);
const zone = sql.raw(`'${SERVER_UTC_OFFSET}'::interval`);
/** The server day ("YYYY-MM-DD") an instant column falls on. */
const dayOf = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE ${zone}, 'YYYY-MM-DD')`;
const cents = (column: AnyPgColumn) => sql<string>`coalesce(sum(${column}), 0)`;

/** The member's direct children, as a subquery. */
const childrenOf = (db: Db, memberId: number) => db.select({ id: members.id }).from(members).where(eq(members.inviterId, memberId));

const betFields = { n: sql<number>`count(*)::int`, stake: cents(bets.stakeCents), payout: cents(bets.payoutCents), bettors: sql<number>`count(distinct ${bets.memberId})::int` };

function queries(db: Db, memberId: number, span: Span) {
  const team = childrenOf(db, memberId);
  return {
    bets: and(inArray(bets.memberId, team), gte(bets.createdAt, span.from), lt(bets.createdAt, span.to)),
    joined: and(eq(members.inviterId, memberId), gte(members.createdAt, span.from), lt(members.createdAt, span.to)),
    deposits: and(inArray(recharges.memberId, team), eq(recharges.status, 'approved'), gte(recharges.decidedAt, span.from), lt(recharges.decidedAt, span.to)),
    withdrawals: and(inArray(withdrawals.memberId, team), eq(withdrawals.status, 'paid'), gte(withdrawals.decidedAt, span.from), lt(withdrawals.decidedAt, span.to)),
  };
}

interface RawFigures {
  n?: number;
  stake?: string;
  payout?: string;
  joined?: number;
  deposits?: string;
  withdrawals?: string;
}

function figures(raw: RawFigures): TeamFigures {
  const stake = Number(raw.stake ?? 0);
  const payout = Number(raw.payout ?? 0);
  return {
    bet_count: raw.n ?? 0,
    bet_amount: fromCents(stake),
    // Every bet of the demo game is settled at once: its whole stake is valid betting.
    valid_bet: fromCents(stake),
    payout: fromCents(payout),
    profit: fromCents(payout - stake),
    new_members: raw.joined ?? 0,
    deposits: fromCents(Number(raw.deposits ?? 0)),
    withdrawals: fromCents(Number(raw.withdrawals ?? 0)),
  };
}

const spanOf = (start: string, end: string): Span => ({ from: dayStart(start), to: dayEnd(end) });

/** Every server day from `start` to `end`, both included. */
export function daysFrom(start: string, end: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** `/team/performanceDetail`: the team's figures for each server day of the range. */
export async function teamPerformance(db: Db, memberId: number, start: string, end: string): Promise<TeamDay[]> {
  const where = queries(db, memberId, spanOf(start, end));
  const [betRows, joinedRows, depositRows, withdrawalRows] = await Promise.all([
    db.select({ day: dayOf(bets.createdAt), ...betFields }).from(bets).where(where.bets).groupBy(dayOf(bets.createdAt)),
    db.select({ day: dayOf(members.createdAt), joined: sql<number>`count(*)::int` }).from(members).where(where.joined).groupBy(dayOf(members.createdAt)),
    db.select({ day: dayOf(recharges.decidedAt), deposits: cents(recharges.amountCents) }).from(recharges).where(where.deposits).groupBy(dayOf(recharges.decidedAt)),
    db.select({ day: dayOf(withdrawals.decidedAt), withdrawals: cents(withdrawals.amountCents) }).from(withdrawals).where(where.withdrawals).groupBy(dayOf(withdrawals.decidedAt)),
  ]);
  const byDay = new Map<string, RawFigures>();
  for (const rows of [betRows, joinedRows, depositRows, withdrawalRows]) {
    for (const { day, ...rest } of rows) byDay.set(day, { ...byDay.get(day), ...rest });
  }
  return daysFrom(start, end).map((date) => ({ date, ...figures(byDay.get(date) ?? {}) }));
}

/** `/team/report`: the range's totals, summed in SQL, and the commission of the tier they reach. */
export async function teamReport(db: Db, memberId: number, start: string, end: string): Promise<TeamReport> {
  const where = queries(db, memberId, spanOf(start, end));
  const [[betTotals], [joined], [deposits], [paid], [size], agent, tiers] = await Promise.all([
    db.select(betFields).from(bets).where(where.bets),
    db.select({ joined: sql<number>`count(*)::int` }).from(members).where(where.joined),
    db.select({ deposits: cents(recharges.amountCents) }).from(recharges).where(where.deposits),
    db.select({ withdrawals: cents(withdrawals.amountCents) }).from(withdrawals).where(where.withdrawals),
    db.select({ n: count() }).from(members).where(eq(members.inviterId, memberId)),
    isAgent(db, memberId),
    tiersOf(db),
  ]);
  const valid = Number(betTotals?.stake ?? 0);
  // Only agents earn commission; a member with invitees still sees the team's figures.
  const commission = agent ? commissionFor(valid, tiers) : { rateBp: 0, cents: 0 };
  return {
    start_date: start,
    end_date: end,
    ...figures({ ...betTotals, ...joined, ...deposits, ...paid }),
    team_size: size?.n ?? 0,
    active_members: betTotals?.bettors ?? 0,
    is_agent: agent,
    commission_rate_bp: commission.rateBp,
    commission: fromCents(commission.cents),
  };
}

// Drizzle leaves columns of a one-table query unqualified; inside a correlated subquery a bare
// "id" would be the subquery's own column, so the outer member's id is spelled out.
const outerId = sql.raw('"members"."id"');

/** `%`, `_` and `\` match themselves in a name search. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `/team/childlist`: a page of the member's direct children, newest first, with their deposits and valid betting. */
export async function teamChildList(db: Db, memberId: number, filter: TeamChildListValues): Promise<TeamChildList> {
  const where = and(eq(members.inviterId, memberId), filter.keyword ? ilike(members.name, `%${likeEscaped(filter.keyword)}%`) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        name: members.name,
        createdAt: members.createdAt,
        lastLoginAt: members.lastLoginAt,
        deposits: sql<string>`(select coalesce(sum(r.amount_cents), 0) from ${recharges} r where r.member_id = ${outerId} and r.status = 'approved')`,
        valid: sql<string>`(select coalesce(sum(b.stake_cents), 0) from ${bets} b where b.member_id = ${outerId})`,
      })
      .from(members)
      .where(where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(TEAM_PAGE_SIZE)
      .offset((filter.page - 1) * TEAM_PAGE_SIZE),
    db.select({ n: count() }).from(members).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      name: r.name,
      created_at: r.createdAt.toISOString(),
      last_login_at: r.lastLoginAt?.toISOString() ?? null,
      deposits: fromCents(Number(r.deposits)),
      valid_bet: fromCents(Number(r.valid)),
    })),
    total: total?.n ?? 0,
    page: filter.page,
    limit: TEAM_PAGE_SIZE,
  };
}
