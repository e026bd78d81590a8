import type { z } from 'zod';
import type { limitCancelSchema, LimitsChangeForm, realityCheckSchema, SelfExcludeForm, TimeOutForm } from '../../domain/contracts/responsible-play';
import type { DepositLimitRefusal, LimitsChangeReply, MemberLimits } from '../../domain/contracts/replies/responsible-play';
import type { RealitySession } from '../../domain/contracts/replies/responsible-stops';
import { ApiError, getJson, postJson } from './http';

interface MessageReply {
  message: string;
}

/** The member's deposit limits, what each period used, pending raises and their own stops (`GET /member/limits`). */
export function fetchLimits(): Promise<MemberLimits> {
  return getJson<MemberLimits>('/member/limits');
}

/** Sets, lowers, raises or removes limits (`POST /member/limits`); a raise or removal waits 24 h. */
export function changeLimits(input: LimitsChangeForm): Promise<LimitsChangeReply> {
  return postJson<LimitsChangeReply>('/member/limits', input);
}

/** Drops a pending raise or removal of one limit (`POST /member/limits/cancel`). */
export function cancelPendingLimit(input: z.input<typeof limitCancelSchema>): Promise<LimitsChangeReply> {
  return postJson<LimitsChangeReply>('/member/limits/cancel', input);
}

/** Answers the limit prompt with "not now", remembered by the server (`POST /member/limits/skip`). */
export function skipLimitPrompt(): Promise<LimitsChangeReply> {
  return postJson<LimitsChangeReply>('/member/limits/skip');
}

/** The reality-check interval and this login's session figures (`GET /member/reality_check`). */
export function fetchRealitySession(): Promise<RealitySession> {
  return getJson<RealitySession>('/member/reality_check');
}

/** Sets the reality-check interval, 0 for off (`POST /member/reality_check`). */
export function setRealityCheck(input: z.input<typeof realityCheckSchema>): Promise<MessageReply> {
  return postJson<MessageReply>('/member/reality_check', input);
}

/** "Continue" on the reality check: this login's game windows take bets again (`POST /member/reality_check/continue`). */
export function continueRealityCheck(): Promise<MessageReply> {
  return postJson<MessageReply>('/member/reality_check/continue');
}

/** A time-out of whole days; the server logs out every session of the member (`POST /member/time_out`). */
export function startTimeOut(input: TimeOutForm): Promise<MessageReply> {
  return postJson<MessageReply>('/member/time_out', input);
}

/** Self-exclusion of whole months; the server logs out every session of the member (`POST /member/self_exclude`). */
export function startSelfExclusion(input: SelfExcludeForm): Promise<MessageReply> {
  return postJson<MessageReply>('/member/self_exclude', input);
}

/** The refusal (403) of a deposit over one of the member's limits, or null for any other failure. */
export function depositLimitRefusal(error: unknown): DepositLimitRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 403 || !error.body || typeof error.body !== 'object') return null;
  return (error.body as { code?: unknown }).code === 'deposit_limit' ? (error.body as DepositLimitRefusal) : null;
}
