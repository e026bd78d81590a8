import type { Lang } from './lang';
import type { BalanceStamp } from './session-types';

/** A text an event shows, in every interface language (the event calls themselves use zh_cn). */
export type EventText = Record<Lang, string>;

/** `GET /fair/seeds` and `POST /fair/client_seed`: the calling member's current pair. */
export interface FairSeeds {
  /** Lowercase hex SHA-256 of the current (unrevealed) server seed. */
  server_seed_hash: string;
  client_seed: string;
  /** The nonce the next draw will use. */
  nonce: number;
}

/** `POST /fair/rotate`: the old seed revealed, a new one committed. */
export interface FairRotateReply {
  revealed_server_seed: string;
  server_seed_hash: string;
}

/** What every draw reply carries, one per draw, to check it later. */
export interface FairProof {
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  weights: number[];
  prize_index: number;
}

/** A past draw with its proof; `server_seed` is the revealed seed, null while it is still current. */
export interface FairHistoryRow {
  id: number;
  /** Index into the event's prizes at the time of the draw. */
  prize_index: number;
  label: EventText;
  /** "8.88"; "0.00" for a prize without money. */
  money: string;
  created_at: string;
  fair: FairProof;
  server_seed: string | null;
}

/** A real win of someone, name masked ("de***1"). */
export interface EventWinner {
  name: string;
  label: EventText;
  money: string;
  created_at: string;
}

/** One prize of an event, in draw order (its index is the prize index). */
export interface EventPrize {
  id: number;
  label: EventText;
  money: string;
  /** Integer weight; the odds are weight / total of weights. */
  weight: number;
  /** Segment colour on the wheel, "#rrggbb". */
  colour: string;
}

/** The open window and rules both events publish. */
export interface EventWindow {
  is_open: boolean;
  /** ISO instants. */
  start_at: string;
  end_at: string;
  /** Chances each member gets per server day (UTC+8). */
  daily_chances: number;
  rules: EventText;
}

/** `GET /wheel/setting`: the segments, clockwise from the pointer at 12 o'clock. */
export interface WheelSetting extends EventWindow {
  prizes: EventPrize[];
}

/** `POST /wheel/query`: the member's chances left today, their draws, and real recent winners. */
export interface WheelQueryReply {
  name: string;
  chances: number;
  history: FairHistoryRow[];
  winners: EventWinner[];
}

/** `POST /wheel/award`: the server's draw; the wheel animates to `prize_index`. */
export interface WheelAwardReply extends BalanceStamp {
  message: string;
  prize_index: number;
  prize: EventPrize;
  /** The centre balance after the credit. */
  money: string;
  chances: number;
  fair: FairProof;
}

/** `GET /redbag/desc`: rules, window, round length, the per-round cap and the odds; `chances` with a token. */
export interface RedbagDesc extends EventWindow {
  /** Seconds a round of rain lasts. */
  round_seconds: number;
  /** Packets the server pays at most per round (`times` is capped to it). */
  max_open: number;
  prizes: EventPrize[];
  /** Rounds left today for the member of the token; null for a visitor. */
  chances: number | null;
}

/** `POST /redbag/start`: a round dealt by the server, which the lobby draws and then claims. */
export interface RedbagRound {
  round_id: number;
  /** Seed of the round's rain (an unsigned 32-bit integer): the server caps the claim by the packets it let onto the stage. */
  seed: number;
  /** ISO instants the rain starts (after the countdown) and ends. */
  starts_at: string;
  ends_at: string;
  /** Rounds left today after this one. */
  chances: number;
}

/** One opened packet of a round. */
export interface RedbagPacket {
  money: string;
  prize_index: number;
  fair: FairProof;
}

/** `POST /activity/redbag`: the amounts of the packets opened, already credited. */
export interface RedbagOpenReply extends BalanceStamp {
  message: string;
  packets: RedbagPacket[];
  /** Sum of the packets. */
  total: string;
  /** The centre balance after the credit. */
  money: string;
  chances: number;
}

/** `POST /redbag/log`: the member's opened packets, newest first. */
export interface RedbagLogReply {
  list: FairHistoryRow[];
  total: number;
  page: number;
  limit: number;
}
