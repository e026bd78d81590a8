import { bigint, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { AgentApplicationStatus } from '../../../domain/contracts/replies/team.ts';
import { members } from './members.ts';
import { at, type Localized } from './types.ts';

/** Members the operator made agents. Mirrors migrations/0016_team_agents.sql. */
export const agents = pgTable('agents', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  since: at('since').notNull(),
});

/** Requests to become an agent; at most one pending per member. */
export const agentApplications = pgTable('agent_applications', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  status: text('status').$type<AgentApplicationStatus>().notNull().default('pending'),
  note: text('note'),
  createdAt: at('created_at').notNull(),
  decidedAt: at('decided_at'),
});

/** The commission table: from a team valid-bet threshold, a rate in basis points. */
export const commissionTiers = pgTable('commission_tiers', {
  id: serial('id').primaryKey(),
  minValidBetCents: bigint('min_valid_bet_cents', { mode: 'number' }).notNull().unique(),
  rateBp: integer('rate_bp').notNull(),
});

/** The agent guide's localized HTML (one row, id 1). */
export const agentGuide = pgTable('agent_guide', {
  id: integer('id').primaryKey(),
  content: jsonb('content').$type<Localized>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
