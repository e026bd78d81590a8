/**
 * A keyed movement's reply written by the route and filled in by the movement's own statement
 * (migrations/0054_one_trip_transfer.sql, `keyed_ledger_post`'s p_answer): the route knows the reply's
 * shape and its words, only the statement knows the balances once moved. The statement stores the
 * filled-in text as the Idempotency-Key's answer in its transaction and returns it to be sent as it
 * is, so a transfer is one round trip and one commit (docs/performance.md, "Where a transfer's time goes").
 */

/**
 * Each slot is a JSON string of one control character and a name: JSON.stringify writes it as
 * `"\u0001name"`, which no other string of the reply can be written as (a control character inside
 * a text is escaped the same way, but never a whole string of exactly these characters).
 */
const slot = (name: string) => `\u0001${name}`;

/** The values the statement fills in: money text, but `version`, a number. */
export const answerSlots = {
  /** The member's centre wallet, game wallets, Yu-EBao and their sum, once moved. */
  centre: slot('centre'),
  games: slot('games'),
  yuebao: slot('yuebao'),
  total: slot('total'),
  /** Their balance version (member_balance_versions). */
  version: slot('version'),
  /** Posting `n`'s account balance right after it, 1-based (at most 9). */
  after: (n: number) => slot(`after${n}`),
} as const;

/** A reply type with every value a slot or a fixed text: the template's shape is the reply's. */
export type Slotted<T> = { [K in keyof T]-?: NonNullable<T[K]> extends object ? Slotted<NonNullable<T[K]>> : string };

/** The balance stamp of a balance reply (plugins/balance-reply.ts), as slots. */
export const balanceStampSlots = {
  balance_version: answerSlots.version,
  total_balance: answerSlots.total,
  breakdown: { centre: answerSlots.centre, games: answerSlots.games, yuebao: answerSlots.yuebao },
};

/** The template sent to the statement: keys in the reply schema's order, as Fastify's serializer writes them. */
export const answerTemplate = <T>(reply: Slotted<T>): string => JSON.stringify(reply);
