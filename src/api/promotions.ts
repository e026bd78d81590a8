import type { ActApplication, ActApplyReply, ActItem, ActivityDetail, ActivityItem, FirstDepositStanding } from '../../domain/contracts/replies/promotions';
import { getJson, postJson } from './http';

/** Activity cards of /Promotion (`GET /activities`). */
export function fetchActivities(): Promise<ActivityItem[]> {
  return getJson<ActivityItem[]>('/activities');
}

/** One activity with its HTML body (`GET /activity/{id}`); sanitise the body before showing it. */
export function fetchActivity(id: number): Promise<ActivityDetail> {
  return getJson<ActivityDetail>(`/activity/${id}`);
}

/** Where the signed-in member stands with a first-deposit activity (`GET /activity/{id}/mine`, not in the spec). */
export function fetchFirstDepositStanding(id: number): Promise<FirstDepositStanding> {
  return getJson<FirstDepositStanding>(`/activity/${id}/mine`);
}

/** Activities members apply for (`GET /act/list`). */
export function fetchActs(): Promise<ActItem[]> {
  return getJson<ActItem[]>('/act/list');
}

/** One act: its bonus and whether it takes applications now (`GET /act/{id}`). */
export function fetchAct(id: number): Promise<ActItem> {
  return getJson<ActItem>(`/act/${id}`);
}

/**
 * Applies for an act as the signed-in member (`POST /act/apply/{id}`; the lobby uses 35). One key per
 * click: a repeat with the same key replays the first answer and pays the bonus once.
 */
export function applyAct(id: number, idempotencyKey: string): Promise<ActApplyReply> {
  return postJson<ActApplyReply>(`/act/apply/${id}`, undefined, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** The signed-in member's applications, newest first (`GET /act/apply/result`). */
export function fetchApplyResults(): Promise<ActApplication[]> {
  return getJson<ActApplication[]>('/act/apply/result');
}
