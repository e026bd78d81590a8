// @vitest-environment node
// A spin's or a red-packet claim's reply is written by its play's statement from the route's
// template (migrations/0055_one_trip_event_play.sql, services/events/event-play.ts): one round trip
// per play (the key's claim, event_play and the stored answer), the reply the route's schema
// describes as Fastify's serializer writes it, and a replay sends the same text — also one written
// by the server from a play made before under the ledger's key.
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { redbagOpenReplySchema, wheelAwardReplySchema } from '../../domain/contracts/replies/events.ts';
import { idempotencyKeys } from '../../server/db/schema/idempotency.ts';
import { versionedWallets } from '../../server/services/money/balance-version.ts';
import { statementsOf } from '../harness/statement-log.ts';
import { eventCalls, footprint, patchEvent } from './events-helpers.ts';
import { bearer, newMember, startTestApp } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());
const api = eventCalls(t);

/** Statements of `run`, less the reloads of the session and content caches, which expire on the wall clock. */
const roundTripsOf = async (run: () => Promise<unknown>) =>
  (await statementsOf(run)).filter((q) => !/from "auth_tokens"|from "event_settings"|from "event_prizes"|from "system_configs"/.test(q));

const send = (token: { access_token: string }, url: string, payload: Record<string, unknown>, key: string) =>
  t.app.inject({ method: 'POST', url: `/api${url}?lang=zh_hk`, headers: { ...bearer(token), 'idempotency-key': key }, payload });

describe('the reply a play\'s statement writes', () => {
  it('a spin: one statement; the schema\'s reply in its key order with the balances after; a replay sends the same text', async () => {
    const restore = await patchEvent(t, 'wheel', { dailyChances: 50 });
    try {
      const m = await newMember(t, { balanceCents: 1_234 });
      const name = (await api.query(m.token)).body.name;
      expect((await send(m.token, '/wheel/award', { name }, 'warm')).statusCode).toBe(200);

      let res: Awaited<ReturnType<typeof send>> | undefined;
      const sent = await roundTripsOf(async () => (res = await send(m.token, '/wheel/award', { name }, 'answer-1')));
      expect(sent, sent.join('\n')).toHaveLength(1);
      expect(sent[0]).toMatch(/FROM keyed_event_play\(/);
      expect(res!.statusCode).toBe(200);
      expect(res!.headers['content-type']).toBe('application/json; charset=utf-8');
      const parsed = wheelAwardReplySchema.strict().parse(res!.json());
      expect(Object.keys(parsed)).toEqual(Object.keys(wheelAwardReplySchema.shape));
      expect(res!.body).toBe(JSON.stringify(parsed));
      const wallets = await versionedWallets(t.database.db, m.id);
      const centre = (wallets.centreCents / 100).toFixed(2);
      expect(parsed).toMatchObject({ money: centre, total_balance: centre, breakdown: { centre, games: '0.00', yuebao: '0.00' }, balance_version: wallets.version, chances: 48 });
      expect(parsed.fair).toMatchObject({ nonce: 1, prize_index: parsed.prize_index });

      const replay = await send(m.token, '/wheel/award', { name }, 'answer-1');
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toBe(res!.body);
      expect((await footprint(t, m.id)).plays).toBe(2);

      // The claim given up (as an abandoned one is): the play is found under the ledger's key and its
      // reply written by the server's serializer, the same text, nothing played twice.
      await t.database.db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.memberId, m.id), eq(idempotencyKeys.key, 'answer-1')));
      const again = await send(m.token, '/wheel/award', { name }, 'answer-1');
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(res!.body);
      expect((await footprint(t, m.id)).plays).toBe(2);
      const stored = await t.database.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.memberId, m.id), eq(idempotencyKeys.key, 'answer-1')));
      expect(stored[0]?.body).toBe(res!.body);
    } finally {
      await restore();
    }
  });

  it('a red-packet claim: one statement; the schema\'s reply; a replay sends the same text', async () => {
    const m = await newMember(t);
    // The member's first play reads their fair state (they have none yet); the next ones need not.
    expect((await api.round(m.token, 1)).status).toBe(200);
    const start = await api.start(m.token);
    expect(start.status).toBe(200);
    t.advance((Date.parse(start.body.ends_at) - t.app.clock().getTime()) / 1000 + 1);
    let res: Awaited<ReturnType<typeof send>> | undefined;
    const sent = await roundTripsOf(async () => (res = await send(m.token, '/activity/redbag', { round_id: start.body.round_id, times: 5 }, 'claim-1')));
    expect(sent, sent.join('\n')).toHaveLength(1);
    expect(sent[0]).toMatch(/FROM keyed_event_play\(/);
    expect(res!.statusCode).toBe(200);
    const parsed = redbagOpenReplySchema.strict().parse(res!.json());
    expect(Object.keys(parsed)).toEqual(Object.keys(redbagOpenReplySchema.shape));
    expect(res!.body).toBe(JSON.stringify(parsed));
    expect(parsed.packets).toHaveLength(5);
    const total = parsed.packets.reduce((sum, p) => sum + Math.round(Number(p.money) * 100), 0);
    const { centreCents, version } = await versionedWallets(t.database.db, m.id);
    expect(parsed).toMatchObject({ total: (total / 100).toFixed(2), money: (centreCents / 100).toFixed(2), balance_version: version, chances: start.body.chances });

    const replay = await send(m.token, '/activity/redbag', { round_id: start.body.round_id, times: 5 }, 'claim-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(res!.body);
    // The same key with another body is refused, in the caller's language.
    const other = await send(m.token, '/activity/redbag', { round_id: start.body.round_id, times: 4 }, 'claim-1');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'idempotency_key_other_body' });
    expect((await footprint(t, m.id)).plays).toBe(2);
  });
});
