// @vitest-environment node
// A transfer's reply is written by its movement's statement from the route's template
// (server/services/money/keyed-answer.ts, migrations/0054_one_trip_transfer.sql): it must be the
// reply the route's schema describes, as Fastify's serializer would write it, and its money text
// must be minorUnitsText's.
import { afterAll, describe, expect, it } from 'vitest';
import { transferReplySchema } from '../../domain/contracts/replies/money.ts';
import { minorUnitsText } from '../../domain/money/money.ts';
import { bearer, newMember, startTestApp } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());

describe('the reply a transfer\'s statement writes', () => {
  it('is the schema\'s reply, in its key order, compact, with the balances after and their version; a replay sends the same text', async () => {
    const m = await newMember(t, { balanceCents: 123_456 });
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/game/deposit?lang=zh_hk', headers: { ...bearer(m.token), 'idempotency-key': 'answer-1' }, payload: { api_code: 'rl_slot_starforge', money: '0.07', direction: 'in' } });
    const res = await send();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const parsed = transferReplySchema.strict().parse(res.json());
    expect(Object.keys(parsed)).toEqual(Object.keys(transferReplySchema.shape));
    expect(res.body).toBe(JSON.stringify(parsed));
    expect(parsed).toMatchObject({ money: '1234.49', wallet: { api_code: 'rl_slot_starforge', money: '0.07' }, total_balance: '1234.56', breakdown: { centre: '1234.49', games: '0.07', yuebao: '0.00' } });
    expect(parsed.balance_version).toBeGreaterThan(0);
    expect(parsed.message).toContain('0.07');

    const replay = await send();
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(res.body);
  });

  it('writes money as minorUnitsText does (money_text)', async () => {
    const cents = [0, 1, 5, 99, 100, 101, 1250, 123_456_789, -1, -5, -100, -1250, 9_007_199_254_740_991];
    const rows = await t.database.withConnection((sql) => sql.rows<{ text: string }>('SELECT money_text(c) AS text FROM unnest($1::bigint[]) WITH ORDINALITY AS u(c, o) ORDER BY o', [cents]));
    expect(rows.map((r) => r.text)).toEqual(cents.map((c) => minorUnitsText(c)));
  });
});
