import { z } from 'zod';

// The member's live stream (`GET /api/member/live`, Server-Sent Events): each event is
// `event: <name>` and `data: <JSON>`. The server reads every value when it sends it, so the last
// event of a name is the current value; `snapshot` comes first on every (re)connect. Each event's
// type is inferred from its schema below.

const moneyString = z.string().regex(/^\d+\.\d{2}$/);
const flag = z.enum(['0', '1']);
const switches = z.object({ is_redbag_open: flag, activity_wheel_is_open: flag });
export type LiveSwitches = z.infer<typeof switches>;
const breakdown = z.object({ centre: moneyString, games: moneyString, yuebao: moneyString });
const money = z.object({
  /** The centre wallet, 2-decimal string. */
  balance: moneyString,
  /** Game wallets by api_code (only those the member has ever moved money into). */
  wallets: z.record(z.string(), moneyString),
  /** The version these balances were read at (replies/money-text.ts). */
  balance_version: z.number().int().min(0),
  /** Centre + game wallets + Yu-EBao and where it sits, read with the balances at that version. */
  total_balance: moneyString,
  breakdown,
});
export type LiveMoney = z.infer<typeof money>;
const unread = z.object({ unread: z.number().int().min(0) });
export type LiveUnread = z.infer<typeof unread>;
const snapshot = money.extend(unread.shape).extend({ switches });
export type LiveSnapshot = z.infer<typeof snapshot>;
const nothing = z.object({}).strict();
const localized = z.object({ zh_cn: z.string(), zh_hk: z.string(), en: z.string() });
/** A moment told once: a deposit approved, or a bonus credited (named in every language). */
const note = z.object({
  /** Grows with each note of the member: the lobby shows each id once, and says the last it showed when it reconnects. */
  id: z.number().int().min(1),
  kind: z.enum(['deposit', 'bonus']),
  amount: moneyString,
  /** The bonus's name; null for a deposit. */
  name: localized.nullable(),
});
export type LiveNote = z.infer<typeof note>;

/**
 * The data of each event by name, checked by the tests and the lobby. `notices`, `agent`,
 * `withdrawals` (one was paid or refused) and `feedback` (one was answered) only say that something
 * changed (the page re-reads it); `notes`: moments told once, never in a snapshot, each sent to a
 * stream once; `logout`: the session ended, the stream closes; `replaced`: a newer stream of the
 * member took this one's place (the member had as many open as allowed), the stream closes and the
 * lobby reconnects later without taking another's place.
 */
export const liveEventSchemas = {
  snapshot,
  money,
  mail: unread,
  switches,
  notices: nothing,
  agent: nothing,
  withdrawals: nothing,
  feedback: nothing,
  notes: z.object({ notes: z.array(note) }),
  logout: nothing,
  replaced: nothing,
};
export type LiveEvents = { [K in keyof typeof liveEventSchemas]: z.infer<(typeof liveEventSchemas)[K]> };
export type LiveEventName = keyof LiveEvents;
export type LiveEvent = { [K in LiveEventName]: { name: K; data: LiveEvents[K] } }[LiveEventName];

/**
 * The 200 reply of `GET /api/member/live`: a `text/event-stream` of the events above and `:` comment
 * heartbeats, written as they happen (the route hijacks the reply, so Fastify never serialises it).
 */
export const liveStreamReplySchema = z.string().describe('text/event-stream');

/**
 * Query of `GET /api/member/live`: `replace=0` asks for a stream only if the member has room; by
 * default a member holding as many as allowed loses the oldest (which is told `replaced`).
 * `notes_after`: the id of the last note this lobby showed; the stream sends the newer ones (those
 * of the last day) and nothing older. Without it a stream sends only notes made after it opened.
 */
export const liveStreamQuerySchema = z.object({
  replace: z.enum(['0', '1']).optional(),
  notes_after: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number)
    .optional(),
});

/** Reply of the dev endpoint `POST /api/dev/live/drop`: how many of the caller's streams were cut. */
export const liveDropReplySchema = z.object({ dropped: z.number().int().min(0) });
