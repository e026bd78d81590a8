import { DAILY_BONUS_AWARD_PATH_ID, DAILY_BONUS_PAGE } from '../../domain/contracts/daily-bonus';
import type {
  DailyBonusCheckReply,
  DailyBonusClaimItem,
  DailyBonusClaimReply,
  DailyBonusPage,
  DailyBonusStatus,
  DailyCheckInItem,
} from '../../domain/contracts/replies/daily-bonus';
import { getJson, postJson } from './http';

/** The period, its checked days and the award tiers with the member's progress (`/dailybonus/award/list`). */
export function fetchDailyBonus(): Promise<DailyBonusStatus> {
  return getJson<DailyBonusStatus>('/dailybonus/award/list');
}

/** Today's check-in (`/dailybonus/check`, no payload). */
export function checkInToday(): Promise<DailyBonusCheckReply> {
  return postJson<DailyBonusCheckReply>('/dailybonus/check');
}

/** Claims a reached tier (`/dailybonus/64/award`); one key per user action, so a retry pays once. */
export function claimDailyAward(awardId: number, idempotencyKey: string): Promise<DailyBonusClaimReply> {
  return postJson<DailyBonusClaimReply>(`/dailybonus/${DAILY_BONUS_AWARD_PATH_ID}/award`, { award_id: awardId }, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** One page of the member's check-ins (`/dailybonus/history`). */
export function fetchCheckInHistory(page: number): Promise<DailyBonusPage<DailyCheckInItem>> {
  return getJson<DailyBonusPage<DailyCheckInItem>>('/dailybonus/history', { page, limit: DAILY_BONUS_PAGE });
}

/** One page of the member's claimed awards (`/dailybonus/award/history`). */
export function fetchAwardHistory(page: number): Promise<DailyBonusPage<DailyBonusClaimItem>> {
  return getJson<DailyBonusPage<DailyBonusClaimItem>>('/dailybonus/award/history', { page, limit: DAILY_BONUS_PAGE });
}
