import { and, asc, desc, eq } from 'drizzle-orm';
import type { Lang } from '../../../domain/contracts/lang.ts';
import type { AgentApplication, AgentApplicationStatus, AgentGuide, AgentStatus, CommissionTier } from '../../../domain/contracts/replies/team.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { agentApplications, agentGuide, agents, commissionTiers, members } from '../../db/schema/index.ts';
import { transact } from '../../db/transact.ts';
import { AppError } from '../../errors.ts';
import { fromCents } from '../money/money.ts';

type ApplicationRow = typeof agentApplications.$inferSelect;

/** An application as the member sees it. */
export function applicationView(row: ApplicationRow): AgentApplication {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    note: row.note,
  };
}

/** Whether the member is an agent now. */
export async function isAgent(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db.select({ id: agents.memberId }).from(agents).where(eq(agents.memberId, memberId));
  return Boolean(row);
}

/** `GET /member/agent`: agent or not, and the latest application. */
export async function agentStatus(db: Db, memberId: number): Promise<AgentStatus> {
  const [agent, [latest]] = await Promise.all([
    isAgent(db, memberId),
    db.select().from(agentApplications).where(eq(agentApplications.memberId, memberId)).orderBy(desc(agentApplications.id)).limit(1),
  ]);
  return { is_agent: agent, application: latest ? applicationView(latest) : null };
}

/**
 * A new pending application. The member row is locked first, so two applications sent at once are
 * checked one after the other; the partial unique index backs that up on any path.
 */
export async function applyForAgent(db: Db, memberId: number, reason: string, now: Date): Promise<ApplicationRow> {
  try {
    return await transact(db, async (tx) => {
      await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
      if (await isAgent(tx, memberId)) throw new AppError(409, 'agent_already');
      const [pending] = await tx
        .select({ id: agentApplications.id })
        .from(agentApplications)
        .where(and(eq(agentApplications.memberId, memberId), eq(agentApplications.status, 'pending')));
      if (pending) throw new AppError(409, 'agent_pending');
      const [row] = await tx.insert(agentApplications).values({ memberId, reason, createdAt: now }).returning();
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'agent_applications_one_pending')) throw new AppError(409, 'agent_pending');
    throw error;
  }
}

export interface Decided {
  application: ApplicationRow;
  name: string;
}

/** Locks a pending application and hands it to `decide`; a decided one is refused with its status. */
async function decidePending(db: Db, id: number, decide: (tx: Db, row: ApplicationRow) => Promise<ApplicationRow>): Promise<Decided> {
  return transact(db, async (tx) => {
    const [row] = await tx.select().from(agentApplications).where(eq(agentApplications.id, id)).for('update');
    if (!row) throw new AppError(404, 'agent_application_not_found');
    if (row.status !== 'pending') throw new AppError(409, 'agent_application_decided', { id, status: row.status });
    const [member] = await tx.select({ name: members.name }).from(members).where(eq(members.id, row.memberId));
    return { application: await decide(tx, row), name: member?.name ?? '' };
  });
}

/** The operator approves: the application is approved and its member becomes an agent. */
export function approveApplication(db: Db, id: number, now: Date, note: string | null = null): Promise<Decided> {
  return decidePending(db, id, async (tx, row) => {
    await tx.insert(agents).values({ memberId: row.memberId, since: now }).onConflictDoNothing();
    const [updated] = await tx.update(agentApplications).set({ status: 'approved', note, decidedAt: now }).where(eq(agentApplications.id, id)).returning();
    return updated!;
  });
}

/** The operator rejects, with a note the member reads; the member may apply again. */
export function rejectApplication(db: Db, id: number, note: string | null, now: Date): Promise<Decided> {
  return decidePending(db, id, async (tx) => {
    const [updated] = await tx.update(agentApplications).set({ status: 'rejected', note, decidedAt: now }).where(eq(agentApplications.id, id)).returning();
    return updated!;
  });
}

/** The operator takes agent status away from a member (by name); they may apply again. */
export async function revokeAgent(db: Db, name: string): Promise<{ name: string }> {
  const [member] = await db.select({ id: members.id, name: members.name }).from(members).where(eq(members.name, name));
  if (!member) throw new AppError(404, 'agent_member_not_found');
  const removed = await db.delete(agents).where(eq(agents.memberId, member.id)).returning({ id: agents.memberId });
  if (removed.length === 0) throw new AppError(409, 'agent_not_agent', { name: member.name });
  return { name: member.name };
}

/** Applications of one status with their member's name, oldest first (the operator's queue). */
export function applicationsWithStatus(db: Db, status: AgentApplicationStatus) {
  return db
    .select({ application: agentApplications, name: members.name })
    .from(agentApplications)
    .innerJoin(members, eq(members.id, agentApplications.memberId))
    .where(eq(agentApplications.status, status))
    .orderBy(asc(agentApplications.id));
}

/** The commission table, lowest threshold first, in cents. */
export function tiersOf(db: Db): Promise<{ minValidBetCents: number; rateBp: number }[]> {
  return db.select({ minValidBetCents: commissionTiers.minValidBetCents, rateBp: commissionTiers.rateBp }).from(commissionTiers).orderBy(asc(commissionTiers.minValidBetCents));
}

/**
 * The rate of the highest tier `validCents` reaches, and the commission: valid betting × rate,
 * rounded down to the cent, in integers (BigInt: no float ever touches the money).
 */
export function commissionFor(validCents: number, tiers: readonly { minValidBetCents: number; rateBp: number }[]): { rateBp: number; cents: number } {
  const tier = tiers.filter((t) => validCents >= t.minValidBetCents).at(-1);
  const rateBp = tier?.rateBp ?? 0;
  return { rateBp, cents: Number((BigInt(validCents) * BigInt(rateBp)) / 10_000n) };
}

/** `GET /agent/guide`: the guide in the caller's language and the commission table. */
export async function guideFor(db: Db, lang: Lang): Promise<AgentGuide> {
  const [[row], tiers] = await Promise.all([db.select({ content: agentGuide.content }).from(agentGuide).where(eq(agentGuide.id, 1)), tiersOf(db)]);
  return {
    content: row?.content[lang] ?? '',
    tiers: tiers.map((t): CommissionTier => ({ min_valid_bet: fromCents(t.minValidBetCents), rate_bp: t.rateBp })),
  };
}
