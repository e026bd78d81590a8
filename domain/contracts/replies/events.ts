import { z } from 'zod';
import type {
  EventPrize,
  EventText,
  EventWindow,
  EventWinner,
  FairHistoryRow,
  FairProof,
  RedbagDesc,
  RedbagLogReply,
  RedbagOpenReply,
  RedbagPacket,
  RedbagRound,
  WheelAwardReply,
  WheelQueryReply,
  WheelSetting,
} from '../events-types';
import { isoTime, moneyText, balanceVersion, balanceParts } from './money-text';

// Replies of the two events (wheel, red-packet rain). `satisfies` keeps every field of the
// contract's type; keys are listed in the order the server writes them (the serializer writes the
// schema's order). A replayed draw (Idempotency-Key) is the stored text of a reply that passed.

/** Texts come from jsonb, which orders keys by length: `en` first. */
const eventText = z.object({ en: z.string(), zh_cn: z.string(), zh_hk: z.string() }) satisfies z.ZodType<EventText>;

const fairProof = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
  weights: z.array(z.number()),
  prize_index: z.number().int(),
}) satisfies z.ZodType<FairProof>;

const fairHistoryRow = z.object({
  id: z.number().int(),
  prize_index: z.number().int(),
  label: eventText,
  money: moneyText,
  created_at: isoTime,
  fair: fairProof,
  server_seed: z.string().nullable(),
}) satisfies z.ZodType<FairHistoryRow>;

const eventWinner = z.object({ name: z.string(), label: eventText, money: moneyText, created_at: isoTime }) satisfies z.ZodType<EventWinner>;

const eventPrize = z.object({
  id: z.number().int(),
  label: eventText,
  money: moneyText,
  weight: z.number().int(),
  colour: z.string(),
}) satisfies z.ZodType<EventPrize>;

const eventWindow = z.object({
  is_open: z.boolean(),
  start_at: isoTime,
  end_at: isoTime,
  daily_chances: z.number().int(),
  rules: eventText,
}) satisfies z.ZodType<EventWindow>;

export const wheelSettingSchema = z.object({ ...eventWindow.shape, prizes: z.array(eventPrize) }) satisfies z.ZodType<WheelSetting>;

export const wheelQueryReplySchema = z.object({
  name: z.string(),
  chances: z.number().int(),
  history: z.array(fairHistoryRow),
  winners: z.array(eventWinner),
}) satisfies z.ZodType<WheelQueryReply>;

export const wheelAwardReplySchema = z.object({ balance_version: balanceVersion, ...balanceParts,
  message: z.string(),
  prize_index: z.number().int(),
  prize: eventPrize,
  money: moneyText,
  chances: z.number().int(),
  fair: fairProof,
}) satisfies z.ZodType<WheelAwardReply>;

export const redbagDescSchema = z.object({
  ...eventWindow.shape,
  round_seconds: z.number().int(),
  max_open: z.number().int(),
  prizes: z.array(eventPrize),
  chances: z.number().int().nullable(),
}) satisfies z.ZodType<RedbagDesc>;

export const redbagLogReplySchema = z.object({
  list: z.array(fairHistoryRow),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
}) satisfies z.ZodType<RedbagLogReply>;

export const redbagRoundSchema = z.object({
  round_id: z.number().int(),
  seed: z.number().int().min(0),
  starts_at: isoTime,
  ends_at: isoTime,
  chances: z.number().int(),
}) satisfies z.ZodType<RedbagRound>;

const redbagPacket = z.object({ money: moneyText, prize_index: z.number().int(), fair: fairProof }) satisfies z.ZodType<RedbagPacket>;

export const redbagOpenReplySchema = z.object({ balance_version: balanceVersion, ...balanceParts,
  message: z.string(),
  packets: z.array(redbagPacket),
  total: moneyText,
  money: moneyText,
  chances: z.number().int(),
}) satisfies z.ZodType<RedbagOpenReply>;
