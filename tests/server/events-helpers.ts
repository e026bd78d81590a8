import { and, count, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type {
  FairHistoryRow,
  RedbagDesc,
  RedbagLogReply,
  RedbagOpenReply,
  RedbagRound,
  WheelAwardReply,
  WheelQueryReply,
  WheelSetting,
} from '../../domain/contracts/replies/events.ts';
import type { FairSeeds } from '../../domain/contracts/replies/fair-seeds.ts';
import { eventDays, eventDraws, eventPlays, eventSettings, fairMembers, type EventName } from '../../server/db/schema/index.ts';
import { serverDay } from '../../domain/time/operator-time.ts';
import { bearer, call, ledgerMovesOf, walletCents, type Reply, type TestApp, type Token } from './test-app.ts';

/** An error reply of an event call. */
export interface Coded {
  message: string;
  code?: string;
}

const headersOf = (token: Token | null, key?: string) => ({ ...(token ? bearer(token) : {}), ...(key ? { 'idempotency-key': key } : {}) });

/** The event calls as the lobby makes them (lang=zh_cn unless told), each answering `Reply<T | Coded>`. */
export function eventCalls(t: TestApp) {
  const post = <T>(url: string, token: Token | null, payload?: unknown, key?: string, lang = 'zh_cn') =>
    call<T>(t.app, { method: 'POST', url: `/api${url}?lang=${lang}`, headers: headersOf(token, key), payload: payload as Record<string, unknown> | undefined });
  const get = <T>(url: string, token: Token | null, lang = 'zh_cn') => call<T>(t.app, { method: 'GET', url: `/api${url}?lang=${lang}`, headers: headersOf(token) });
  return {
    seeds: (token: Token | null) => get<FairSeeds & Coded>('/fair/seeds', token),
    setClientSeed: (token: Token | null, payload: unknown) => post<FairSeeds & Coded>('/fair/client_seed', token, payload),
    rotate: (token: Token | null) => post<{ revealed_server_seed: string; server_seed_hash: string } & Coded>('/fair/rotate', token),
    wheelSetting: (lang = 'zh_cn') => get<WheelSetting>('/wheel/setting', null, lang),
    query: (token: Token | null, payload: unknown = {}) => post<WheelQueryReply & Coded>('/wheel/query', token, payload),
    award: (token: Token | null, payload: unknown = {}, key?: string, lang = 'zh_cn') => post<WheelAwardReply & Coded>('/wheel/award', token, payload, key, lang),
    desc: (token: Token | null) => get<RedbagDesc & Coded>('/redbag/desc', token),
    log: (token: Token | null, payload: unknown = { limit: 3, page: 1 }) => post<RedbagLogReply & Coded>('/redbag/log', token, payload),
    start: (token: Token | null, lang = 'zh_cn') => post<RedbagRound & Coded>('/redbag/start', token, undefined, undefined, lang),
    open: (token: Token | null, payload: unknown, key?: string, lang = 'zh_cn') => post<RedbagOpenReply & Coded>('/activity/redbag', token, payload, key, lang),
    /** A rain round as the lobby plays it: started, the server's clock moved past its rain, claimed with `times` packets. */
    async round(token: Token, times: number, key?: string, lang = 'zh_cn') {
      const start = await post<RedbagRound & Coded>('/redbag/start', token);
      if (start.status !== 200) throw new Error(`round start failed: ${JSON.stringify(start.body)}`);
      t.advance((Date.parse(start.body.ends_at) - t.app.clock().getTime()) / 1000 + 1);
      return post<RedbagOpenReply & Coded>('/activity/redbag', token, { round_id: start.body.round_id, times }, key, lang);
    },
  };
}

/** Everything a play of a member writes: plays, draws, ledger moves, wallet, next nonce, and the events' spent today. */
export async function footprint(t: TestApp, memberId: number) {
  const db = t.database.db;
  const [plays] = await db.select({ n: count() }).from(eventPlays).where(eq(eventPlays.memberId, memberId));
  const [draws] = await db.select({ n: count() }).from(eventDraws).where(eq(eventDraws.memberId, memberId));
  const [fair] = await db.select({ nonce: fairMembers.nextNonce }).from(fairMembers).where(eq(fairMembers.memberId, memberId));
  const spent = await db
    .select({ event: eventDays.event, spent: sql<string>`sum(${eventDays.spentCents})` })
    .from(eventDays)
    .where(eq(eventDays.day, serverDay(t.app.clock())))
    .groupBy(eventDays.event);
  return {
    plays: plays!.n,
    draws: draws!.n,
    moves: await ledgerMovesOf(t, memberId),
    wallet: await walletCents(t, memberId),
    nonce: fair?.nonce ?? null,
    spent: Object.fromEntries(spent.map((s) => [s.event, Number(s.spent)])),
  };
}

/** Changes an event's settings for a test and drops the cached copies; returns how to put them back. */
export async function patchEvent(t: TestApp, event: EventName, patch: Partial<typeof eventSettings.$inferInsert>): Promise<() => Promise<void>> {
  const db = t.database.db;
  const [before] = await db.select().from(eventSettings).where(eq(eventSettings.event, event));
  await db.update(eventSettings).set(patch).where(eq(eventSettings.event, event));
  t.app.caches.content.clear();
  return async () => {
    await db.update(eventSettings).set(before!).where(eq(eventSettings.event, event));
    t.app.caches.content.clear();
  };
}

/**
 * Sets what an event has paid today (the budget's use): the day's stripes replaced by one holding it,
 * with no caps made, so the next play checks the whole day (migrations/0055_one_trip_event_play.sql).
 */
export async function setSpentToday(t: TestApp, event: EventName, spentCents: number): Promise<void> {
  const day = serverDay(t.app.clock());
  const db = t.database.db;
  await db.delete(eventDays).where(and(eq(eventDays.event, event), eq(eventDays.day, day)));
  await db.insert(eventDays).values({ event, day, stripe: 0, spentCents, budgetCents: null });
}

/** What an event has paid today: the sum of the day's stripes. */
export async function spentToday(t: TestApp, event: EventName): Promise<number> {
  const [row] = await t.database.db
    .select({ spent: sql<string | null>`sum(${eventDays.spentCents})` })
    .from(eventDays)
    .where(and(eq(eventDays.event, event), eq(eventDays.day, serverDay(t.app.clock()))));
  return Number(row?.spent ?? 0);
}

/** Turns an event's system config switch ('0' off, '1' on) through the dev endpoint, which drops the caches. */
export async function setSwitch(t: TestApp, event: EventName, value: '0' | '1'): Promise<void> {
  const key = event === 'wheel' ? 'activity_wheel_is_open' : 'is_redbag_open';
  const res = await call(t.app, { method: 'PUT', url: '/api/dev/configs', payload: { [key]: value } });
  if (res.status !== 200) throw new Error(`config switch failed: ${JSON.stringify(res.body)}`);
}

/** The amount of a history row in cents. */
export const centsOf = (row: Pick<FairHistoryRow, 'money'> | { money: string }) => Math.round(Number(row.money) * 100);

/** An error reply with its code and a message, as the event calls answer. */
export function expectCoded(res: Reply<unknown>, status: number, code: string): void {
  expect(res).toMatchObject({ status, body: { code, message: expect.stringMatching(/\S/) } });
}
