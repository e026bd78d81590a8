// @vitest-environment node
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebates } from '../../server/db/schema/index.ts';
import { idempotencyKeys } from '../../server/db/schema/idempotency.ts';
import { issueToken } from '../../server/services/accounts/tokens.ts';
import { bearer, ledgerMovesOf, newMember, startTestApp, walletCents, type TestApp, type Token } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const spent = {
  en: 'This Idempotency-Key was already used; please start the action again',
  zh_cn: '该请求编号已使用过，请重新操作',
  zh_hk: '該請求編號已使用過，請重新操作',
};

const post = async (token: Token, url: string, key: string, payload: object, lang = 'en') => {
  const res = await t.app.inject({ method: 'POST', url: `${url}?lang=${lang}`, headers: { ...bearer(token), 'idempotency-key': key }, payload });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>(), replayed: res.headers['idempotent-replayed'] };
};

describe('an Idempotency-Key past its hours', () => {
  it('is refused as spent, in the caller language, with the same or another body, and moves nothing', async () => {
    const m = await newMember(t, { balanceCents: 10_000 });
    const transfer = (money: string, lang = 'en') => post(token, '/api/game/deposit', 'K-25h', { api_code: 'rl_slot_starforge', money, direction: 'in' }, lang);
    let token = m.token;
    expect((await transfer('1.00')).status).toBe(200);
    const [balance, moves] = [await walletCents(t, m.id), await ledgerMovesOf(t, m.id)];

    t.advance(25 * 3600);
    token = await issueToken(t.database.db, m.id, t.app.clock());
    for (const [lang, message] of Object.entries(spent)) {
      const again = await transfer('1.00', lang);
      expect(again, lang).toMatchObject({ status: 422, body: { message } });
      expect(again.replayed).toBeUndefined();
    }
    expect(await transfer('2.00')).toMatchObject({ status: 422, body: { message: 'This Idempotency-Key was already used with different request details; please submit again' } });
    expect(await walletCents(t, m.id)).toBe(balance);
    expect(await ledgerMovesOf(t, m.id)).toBe(moves);
  });
});

describe('a ledger post replayed under a request key', () => {
  it('does not mark new rebates collected without paying them', async () => {
    const m = await newMember(t);
    const owe = (amountCents: number) => t.database.db.insert(rebates).values({ memberId: m.id, apiName: 'rl_slot_starforge', amountCents, createdAt: new Date(t.app.clock().getTime() - 1000) });
    const waiting = async () => (await t.database.db.select({ id: rebates.id }).from(rebates).where(and(eq(rebates.memberId, m.id), isNull(rebates.collectedAt)))).length;
    await owe(1_000);
    expect(await post(m.token, '/api/fsnow/fetch', 'R', {})).toMatchObject({ status: 200, body: { collected: '10.00', money: '10.00' } });

    // Another 10.00 is owed; the key's stored answer is gone (a claim given up as abandoned, the
    // request that made it still running): the same request runs again and its ledger post replays.
    await owe(1_000);
    await t.database.db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.memberId, m.id), eq(idempotencyKeys.key, 'R')));
    expect(await post(m.token, '/api/fsnow/fetch', 'R', {}, 'zh_cn')).toMatchObject({ status: 422, body: { message: spent.zh_cn } });
    expect(await waiting()).toBe(1);
    expect(await walletCents(t, m.id)).toBe(1_000);

    // A new key collects it.
    expect(await post(m.token, '/api/fsnow/fetch', 'R2', {})).toMatchObject({ status: 200, body: { collected: '10.00', money: '20.00' } });
    expect(await waiting()).toBe(0);
  });
});
