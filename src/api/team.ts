import type { AgentApplyValues, TeamRangeValues } from '../../domain/contracts/team';
import type { AgentApplyReply, AgentGuide, AgentStatus, TeamChildList, TeamPerformance, TeamReport } from '../../domain/contracts/replies/team';
import { getJson, postJson } from './http';

/** The agent guide's text and the commission table (`GET /agent/guide`, not in the spec). */
export function fetchAgentGuide(): Promise<AgentGuide> {
  return getJson<AgentGuide>('/agent/guide');
}

/** Whether the member is an agent, and their latest application (`GET /member/agent`). */
export function fetchAgentStatus(): Promise<AgentStatus> {
  return getJson<AgentStatus>('/member/agent');
}

/** Sends an agent application (`POST /agent/apply`). */
export function applyForAgent(values: AgentApplyValues): Promise<AgentApplyReply> {
  return postJson<AgentApplyReply>('/agent/apply', values);
}

/** A page of the member's direct children, optionally by part of a name (`POST /team/childlist`). */
export function fetchTeamChildren(page: number, keyword: string): Promise<TeamChildList> {
  return postJson<TeamChildList>('/team/childlist', keyword ? { page, keyword } : { page });
}

/** The team's figures for each day of a range (`GET /team/performanceDetail`). */
export function fetchTeamPerformance(range: TeamRangeValues): Promise<TeamPerformance> {
  return getJson<TeamPerformance>('/team/performanceDetail', { ...range });
}

/** The team's totals and commission for a range (`POST /team/report`). */
export function fetchTeamReport(range: TeamRangeValues): Promise<TeamReport> {
  return postJson<TeamReport>('/team/report', range);
}
