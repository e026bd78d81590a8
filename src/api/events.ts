import { EVENTS_LANG, REDBAG_LOG_PAGE, type ClientSeedInput } from '../../domain/contracts/events';
import type { FairRotateReply, FairSeeds } from '../../domain/contracts/replies/fair-seeds';
import type {
  RedbagDesc,
  RedbagLogReply,
  RedbagOpenReply,
  RedbagRound,
  WheelAwardReply,
  WheelQueryReply,
  WheelSetting,
} from '../../domain/contracts/replies/events';
import { getJson, postJson } from './http';

// docs/product.md §7: the red-packet and wheel calls use lang zh_cn; their replies carry texts in all languages.
const zhCn = { params: { lang: EVENTS_LANG } };
const keyed = (idempotencyKey: string) => ({ ...zhCn, headers: { 'Idempotency-Key': idempotencyKey } });

/** The member's current seed commitment, client seed and next nonce (`/fair/seeds`). */
export function fetchFairSeeds(): Promise<FairSeeds> {
  return getJson<FairSeeds>('/fair/seeds');
}

/** Sets the member's client seed for the next draws (`/fair/client_seed`). */
export function setClientSeed(input: ClientSeedInput): Promise<FairSeeds> {
  return postJson<FairSeeds>('/fair/client_seed', input);
}

/** Reveals the current server seed and commits a new one (`/fair/rotate`). */
export function rotateServerSeed(): Promise<FairRotateReply> {
  return postJson<FairRotateReply>('/fair/rotate');
}

/** The wheel's segments, window and rules (`/wheel/setting`). */
export function fetchWheelSetting(): Promise<WheelSetting> {
  return getJson<WheelSetting>('/wheel/setting', zhCn.params);
}

/** The member's chances, draws and real recent winners (`/wheel/query`, name = the member's own). */
export function queryWheel(name: string): Promise<WheelQueryReply> {
  return postJson<WheelQueryReply>('/wheel/query', { name }, zhCn);
}

/** One spin decided by the server (`/wheel/award`); one key per spin, so a retry pays once. */
export function spinWheel(name: string, idempotencyKey: string): Promise<WheelAwardReply> {
  return postJson<WheelAwardReply>('/wheel/award', { name }, keyed(idempotencyKey));
}

/** The rain's rules, window, round length, cap, odds and (with a token) rounds left (`/redbag/desc`). */
export function fetchRedbagDesc(): Promise<RedbagDesc> {
  return getJson<RedbagDesc>('/redbag/desc', zhCn.params);
}

/** One page of the member's opened packets (`/redbag/log`, 10 a page). */
export function fetchRedbagLog(page: number): Promise<RedbagLogReply> {
  return postJson<RedbagLogReply>('/redbag/log', { limit: REDBAG_LOG_PAGE, page }, zhCn);
}

/** Starts a round: the server takes one of today's rounds and deals its seed and times (`/redbag/start`). */
export function startRedbagRound(): Promise<RedbagRound> {
  return postJson<RedbagRound>('/redbag/start', undefined, zhCn);
}

/** Ends round `roundId`: the packets opened, paid by the server's draws (`/activity/redbag`); one key per round. */
export function openRedbags(roundId: number, times: number, idempotencyKey: string): Promise<RedbagOpenReply> {
  return postJson<RedbagOpenReply>('/activity/redbag', { round_id: roundId, times }, keyed(idempotencyKey));
}
