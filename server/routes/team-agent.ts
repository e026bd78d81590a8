import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agentApplySchema, teamChildListSchema, teamRangeQuerySchema } from '../../domain/contracts/team.ts';
import {
  type AgentApplyReply,
  type AgentGuide,
  type AgentStatus,
  type TeamChildList,
  type TeamPerformance,
  type TeamReport,
  agentApplyReplySchema,
  agentGuideSchema,
  agentStatusSchema,
  teamChildListReplySchema,
  teamPerformanceSchema,
  teamReportSchema,
} from '../../domain/contracts/replies/team.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { agentStatus, applicationView, applyForAgent, guideFor } from '../services/member/agents.ts';
import { serverDay } from '../../domain/time/operator-time.ts';
import { teamChildList, teamPerformance, teamReport } from '../services/member/team-report.ts';

/**
 * Team and agent (docs/product.md §7): the member's agent status and application, their direct children
 * and the team's figures over a range of server days; plus `GET /agent/guide`, which the spec does
 * not list, for the AgentGuide page's text and commission table.
 */
export const teamAgentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  /** A range may not end after the server's today: those days have no figures yet. */
  const checkNotFuture = (end: string) => {
    const today = serverDay(app.clock());
    if (end > today) throw new AppError(422, 'team_range_future', { today });
  };

  app.get('/agent/guide', { schema: { response: { 200: agentGuideSchema } } }, async (request): Promise<AgentGuide> => guideFor(db, request.lang));

  app.get('/member/agent', { preHandler: requireMember, schema: { response: { 200: agentStatusSchema } } }, async (request): Promise<AgentStatus> => agentStatus(db, memberOf(request).id));

  app.post('/agent/apply', { preHandler: requireMember, schema: { body: agentApplySchema, response: { 200: agentApplyReplySchema } } }, async (request): Promise<AgentApplyReply> => {
    const row = await applyForAgent(db, memberOf(request).id, request.body.reason, app.clock());
    return { message: translate(request.lang, 'agent_applied'), application: applicationView(row) };
  });

  app.post('/team/childlist', { preHandler: requireMember, schema: { body: teamChildListSchema, response: { 200: teamChildListReplySchema } } }, async (request): Promise<TeamChildList> =>
    teamChildList(db, memberOf(request).id, request.body),
  );

  app.get('/team/performanceDetail', { preHandler: requireMember, schema: { querystring: teamRangeQuerySchema, response: { 200: teamPerformanceSchema } } }, async (request): Promise<TeamPerformance> => {
    const { start_date, end_date } = request.query;
    checkNotFuture(end_date);
    return { start_date, end_date, list: await teamPerformance(db, memberOf(request).id, start_date, end_date) };
  });

  app.post('/team/report', { preHandler: requireMember, schema: { body: teamRangeQuerySchema, response: { 200: teamReportSchema } } }, async (request): Promise<TeamReport> => {
    const { start_date, end_date } = request.body;
    checkNotFuture(end_date);
    return teamReport(db, memberOf(request).id, start_date, end_date);
  });
};
