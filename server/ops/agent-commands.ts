import type { AgentApplicationStatus } from '../../domain/contracts/replies/team.ts';
import { translate } from '../i18n/translate.ts';
import { applicationsWithStatus, approveApplication, rejectApplication, revokeAgent } from '../services/member/agents.ts';
import { idArgument, OpsUsageError, type OpsCommand } from './command.ts';
import { shown } from './terminal-text.ts';

const statuses: readonly AgentApplicationStatus[] = ['pending', 'approved', 'rejected'];
/** A note is shown to the member: one line of plain text, kept short. */
const noteOf = (words: readonly string[]) => words.join(' ').replace(/\p{Cc}/gu, ' ').trim().slice(0, 200) || null;

/** Agents: list applications, approve or reject one (with a note), take agent status away. */
export const agentCommands: readonly OpsCommand[] = [
  {
    name: 'agent-applications',
    args: '[pending|approved|rejected]',
    summary: 'list agent applications of one status (pending by default), oldest first',
    async run(ctx, [status = 'pending']) {
      if (!(statuses as readonly string[]).includes(status)) throw new OpsUsageError(`status must be one of ${statuses.join(', ')}, not ${JSON.stringify(status)}`);
      const rows = await applicationsWithStatus(ctx.db, status as AgentApplicationStatus);
      if (rows.length === 0) return `No ${status} agent applications.`;
      return [
        `${rows.length} ${status} agent application${rows.length === 1 ? '' : 's'}:`,
        ...rows.map(({ application: a, name }) => `#${a.id}  ${a.createdAt.toISOString().slice(0, 19).replace('T', ' ')}  ${shown(name)} (member ${a.memberId})  "${shown(a.reason.slice(0, 80))}"${a.note ? `  note: ${shown(a.note)}` : ''}`),
      ].join('\n');
    },
  },
  {
    name: 'approve-agent',
    args: '<id> [note]',
    summary: 'approve a pending agent application: its member becomes an agent',
    async run(ctx, [id, ...note]) {
      const { application, name } = await approveApplication(ctx.db, idArgument(id), ctx.now(), noteOf(note));
      return translate(ctx.lang, 'agent_approved', { id: application.id, name: shown(name) });
    },
  },
  {
    name: 'reject-agent',
    args: '<id> [note]',
    summary: 'reject a pending agent application; the member reads the note and may apply again',
    async run(ctx, [id, ...note]) {
      const { application } = await rejectApplication(ctx.db, idArgument(id), noteOf(note), ctx.now());
      return translate(ctx.lang, 'agent_rejected', { id: application.id });
    },
  },
  {
    name: 'revoke-agent',
    args: '<member name>',
    summary: 'take agent status away from a member (they may apply again)',
    async run(ctx, [name]) {
      if (!name) throw new OpsUsageError('<member name> is required');
      const revoked = await revokeAgent(ctx.db, name);
      return translate(ctx.lang, 'agent_revoked', { name: revoked.name });
    },
  },
];
