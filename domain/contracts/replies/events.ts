import { z } from 'zod';
import { isoTime, moneyText, balanceVersion, balanceParts } from './money-text';

// Replies of the two events (wheel, red-packet rain) and their types. The lobby imports only the
// types (`import type`), never these schemas (bundle budget). Keys are listed in the order the
// server writes them (the serializer writes the schema's order). A replayed draw (Idempotency-Key)
// is the stored text of a reply that passed.

/** A text an event shows in every interface language (the event calls themselves use zh_cn); from jsonb, which orders keys by length: `en` first. */
const eventText = z.object({ en: z.string(), zh_cn: z.string(), zh_hk: z.string() });
export type EventText = z.infer<typeof eventText>;

/** What every draw reply carries, one per draw, to check it later. */
const fairProof = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
  weights: z.array(z.number()),
  prize_index: z.number().int(),
});
export type FairProof = z.infer<typeof fairProof>;

/** A past draw with its proof; `server_seed` is the revealed seed, null while it is still current. */
const fairHistoryRow = z.object({
  id: z.number().int(),
  /** Index into the event's prizes at the time of the draw. */
  prize_index: z.number().int(),
  label: eventText,
  /** "8.88"; "0.00" for a prize without money. */
  money: moneyText,
  created_at: isoTime,
  fair: fairProof,
  server_seed: z.string().nullable(),
});
export type FairHistoryRow = z.infer<typeof fairHistoryRow>;

/** A real win of someone, name masked ("de***1"). */
const eventWinner = z.object({ name: z.string(), label: eventText, money: moneyText, created_at: isoTime });
export type EventWinner = z.infer<typeof eventWinner>;

/** One prize of an event, in draw order (its index is the prize index). */
const eventPrize = z.object({
  id: z.number().int(),
  label: eventText,
  money: moneyText,
  /** Integer weight; the odds are weight / total of weights. */
  weight: z.number().int(),
  /** Segment colour on the wheel, "#rrggbb". */
  colour: z.string(),
});
export type EventPrize = z.infer<typeof eventPrize>;

/** The open window and rules both events publish. */
const eventWindow = z.object({
  is_open: z.boolean(),
  /** ISO instants. */
  start_at: isoTime,
  end_at: isoTime,
  /** Chances each member gets per server day (UTC+8). */
  daily_chances: z.number().int(),
  rules: eventText,
});
export type EventWindow = z.infer<typeof eventWindow>;

/** `GET /wheel/setting`: the segments, clockwise from the pointer at 12 o'clock. */
export const wheelSettingSchema = z.object({ ...eventWindow.shape, prizes: z.array(eventPrize) });
export type WheelSetting = z.infer<typeof wheelSettingSchema>;

/** `POST /wheel/query`: the member's chances left today, their draws, and real recent winners. */
export const wheelQueryReplySchema = z.object({
  name: z.string(),
  chances: z.number().int(),
  history: z.array(fairHistoryRow),
  winners: z.array(eventWinner),
});
export type WheelQueryReply = z.infer<typeof wheelQueryReplySchema>;

/** `POST /wheel/award`: the server's draw; the wheel animates to `prize_index`. */
export const wheelAwardReplySchema = z.object({ balance_version: balanceVersion, ...balanceParts,
  message: z.string(),
  prize_index: z.number().int(),
  prize: eventPrize,
  /** The centre balance after the credit. */
  money: moneyText,
  chances: z.number().int(),
  fair: fairProof,
});
export type WheelAwardReply = z.infer<typeof wheelAwardReplySchema>;

/** `GET /redbag/desc`: rules, window, round length, the per-round cap and the odds; `chances` with a token. */
export const redbagDescSchema = z.object({
  ...eventWindow.shape,
  /** Seconds a round of rain lasts. */
  round_seconds: z.number().int(),
  /** Packets the server pays at most per round (`times` is capped to it). */
  max_open: z.number().int(),
  prizes: z.array(eventPrize),
  /** Rounds left today for the member of the token; null for a visitor. */
  chances: z.number().int().nullable(),
});
export type RedbagDesc = z.infer<typeof redbagDescSchema>;

/** `POST /redbag/log`: the member's opened packets, newest first. */
export const redbagLogReplySchema = z.object({
  list: z.array(fairHistoryRow),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type RedbagLogReply = z.infer<typeof redbagLogReplySchema>;

/** `POST /redbag/start`: a round dealt by the server, which the lobby draws and then claims. */
export const redbagRoundSchema = z.object({
  round_id: z.number().int(),
  /** Seed of the round's rain (an unsigned 32-bit integer): the server caps the claim by the packets it let onto the stage. */
  seed: z.number().int().min(0),
  /** ISO instants the rain starts (after the countdown) and ends. */
  starts_at: isoTime,
  ends_at: isoTime,
  /** Rounds left today after this one. */
  chances: z.number().int(),
});
export type RedbagRound = z.infer<typeof redbagRoundSchema>;

/** One opened packet of a round. */
const redbagPacket = z.object({ money: moneyText, prize_index: z.number().int(), fair: fairProof });

/** `POST /activity/redbag`: the amounts of the packets opened, already credited. */
export const redbagOpenReplySchema = z.object({ balance_version: balanceVersion, ...balanceParts,
  message: z.string(),
  packets: z.array(redbagPacket),
  /** Sum of the packets. */
  total: moneyText,
  /** The centre balance after the credit. */
  money: moneyText,
  chances: z.number().int(),
});
export type RedbagOpenReply = z.infer<typeof redbagOpenReplySchema>;
