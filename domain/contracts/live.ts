import { z } from 'zod';
import type { LiveEventName } from './live-types';

const moneyString = z.string().regex(/^\d+\.\d{2}$/);
const flag = z.enum(['0', '1']);
const switches = z.object({ is_redbag_open: flag, activity_wheel_is_open: flag });
const breakdown = z.object({ centre: moneyString, games: moneyString, yuebao: moneyString });
const money = z.object({
  balance: moneyString,
  wallets: z.record(z.string(), moneyString),
  balance_version: z.number().int().min(0),
  total_balance: moneyString,
  breakdown,
});
const unread = z.object({ unread: z.number().int().min(0) });
const nothing = z.object({}).strict();
const localized = z.object({ zh_cn: z.string(), zh_hk: z.string(), en: z.string() });
const note = z.object({ id: z.number().int().min(1), kind: z.enum(['deposit', 'bonus']), amount: moneyString, name: localized.nullable() });

/** The data of each event of the live stream (live-types.ts), checked by the tests and the lobby. */
export const liveEventSchemas = {
  snapshot: money.extend(unread.shape).extend({ switches }),
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
} satisfies Record<LiveEventName, z.ZodType>;

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
