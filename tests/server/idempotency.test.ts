// @vitest-environment node
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acts, members } from '../../server/db/schema/index.ts';
import { DAILY_BONUS_AWARD_PATH_ID } from '../../domain/contracts/daily-bonus.ts';
import { idempotencyKeys } from '../../server/db/schema/idempotency.ts';
import { requestHashOf } from '../../server/plugins/request-hash.ts';
import { house, move, walletOf } from '../../server/services/money/ledger.ts';
import { bearer, countRows, ledgerMovesOf, newMember, startTestApp, walletCents, type TestApp, type Token } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const apply = async (token: Token, key?: string, url = '/api/act/apply/35?lang=en') => {
  const res = await t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) } });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>(), replayed: res.headers['idempotent-replayed'] };
};

const balanceOf = (id: number) => walletCents(t, id);
const entriesOf = (id: number) => ledgerMovesOf(t, id);

describe('Idempotency-Key on the promotion application', () => {
  it('answers concurrent requests with one key all alike, moving money once', async () => {
    const m = await newMember(t);
    const replies = await Promise.all(Array.from({ length: 6 }, () => apply(m.token, 'apply-once-1')));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const r of replies) expect(r.body).toEqual(replies[0]!.body);
    expect(replies[0]!.body).toMatchObject({ message: 'Approved: 18.00 has been added to your wallet', money: '18.00' });
    expect(replies.filter((r) => r.replayed === 'true')).toHaveLength(5);
    expect(await entriesOf(m.id)).toBe(1);
    expect(await balanceOf(m.id)).toBe(1800);

    // Later retries with the key replay too; without it the application is a second one, refused.
    expect((await apply(m.token, 'apply-once-1')).body).toEqual(replies[0]!.body);
    expect((await apply(m.token)).status).toBe(409);
    expect(await entriesOf(m.id)).toBe(1);
  });

  it('keeps keys per member', async () => {
    const [a, b] = [await newMember(t), await newMember(t)];
    const [ra, rb] = await Promise.all([apply(a.token, 'shared-key'), apply(b.token, 'shared-key')]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    expect(ra.body.application).not.toEqual(rb.body.application);
    expect([await balanceOf(a.id), await balanceOf(b.id)]).toEqual([1800, 1800]);
  });

  it('refuses a key reused for another request or malformed, in the caller language, writing nothing', async () => {
    const m = await newMember(t);
    expect((await apply(m.token, 'k-reuse')).status).toBe(200);
    const keysBefore = await countRows(t.database, 'idempotency_keys');
    const reused = await apply(m.token, 'k-reuse', '/api/act/apply/36?lang=zh_cn');
    expect(reused).toMatchObject({ status: 422, body: { message: '该请求编号已用于其他请求' } });
    for (const bad of ['', 'x'.repeat(201), 'with space', 'ключ']) {
      const other = await newMember(t);
      const res = await apply(other.token, bad);
      expect(res, JSON.stringify(bad)).toMatchObject({ status: 422, body: { message: 'Invalid value: Idempotency-Key' } });
      expect(await balanceOf(other.id)).toBe(0);
    }
    expect(await countRows(t.database, 'idempotency_keys')).toBe(keysBefore);
  });

  it('lets a key go when its first request failed, so a later try with it can succeed', async () => {
    const m = await newMember(t);
    await t.database.db.update(acts).set({ enabled: false }).where(eq(acts.id, 35));
    t.app.caches.content.clear();
    try {
      expect((await apply(m.token, 'after-failure')).status).toBe(422);
    } finally {
      await t.database.db.update(acts).set({ enabled: true }).where(eq(acts.id, 35));
      t.app.caches.content.clear();
    }
    const retry = await apply(m.token, 'after-failure');
    expect(retry.status).toBe(200);
    expect(retry.replayed).toBeUndefined();
    expect(await balanceOf(m.id)).toBe(1800);
  });
});

describe('Idempotency-Key bound to the request body', () => {
  const transfer = async (token: Token, key: string, body: Record<string, unknown>, lang = 'en') => {
    const res = await t.app.inject({ method: 'POST', url: `/api/game/deposit?lang=${lang}`, headers: { ...bearer(token), 'idempotency-key': key }, payload: body });
    return { status: res.statusCode, body: res.json<Record<string, unknown>>(), replayed: res.headers['idempotent-replayed'] };
  };
  const game = 'rl_slot_starforge';

  // The transfer claims its key in the statement that moves the money (migrations/0052_one_call_transfer.sql):
  // a refusal there must roll the claim back with it.
  it('lets the key of a transfer go when the move is refused (insufficient balance, a time-out), so the same request succeeds later', async () => {
    const m = await newMember(t, { balanceCents: 500 });
    const out = { api_code: game, money: '1.00', direction: 'out' };
    const refused = await transfer(m.token, 'free-1', out);
    expect(refused).toMatchObject({ status: 422, body: { message: 'Insufficient balance' } });
    const keyRows = () => t.database.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.memberId, m.id), eq(idempotencyKeys.key, 'free-1')));
    expect(await keyRows()).toHaveLength(0);

    await t.database.db.update(members).set({ timeOutUntil: new Date(Date.now() + 3600_000) }).where(eq(members.id, m.id));
    const stopped = await transfer(m.token, 'free-2', { api_code: game, money: '2.00', direction: 'in' });
    expect(stopped).toMatchObject({ status: 403, body: { code: 'stopped_withdraw_only', stop: 'timed_out' } });
    await t.database.db.update(members).set({ timeOutUntil: null }).where(eq(members.id, m.id));
    expect((await transfer(m.token, 'free-2', { api_code: game, money: '2.00', direction: 'in' })).replayed).toBeUndefined();

    const retried = await transfer(m.token, 'free-1', out);
    expect(retried).toMatchObject({ status: 200, body: { money: '4.00', wallet: { money: '1.00' } } });
    expect(retried.replayed).toBeUndefined();
    expect(await keyRows()).toHaveLength(1);
    expect(await balanceOf(m.id)).toBe(400);
  });

  it('refuses the key of "1.00 in" sent with "999.00 out", in the caller language, moving nothing more', async () => {
    const m = await newMember(t, { balanceCents: 200_000 });
    expect((await transfer(m.token, 'K', { api_code: game, money: '1.00', direction: 'in' })).status).toBe(200);
    await transfer(m.token, 'fill', { api_code: game, money: '1000.00', direction: 'in' });
    const [balance, moves] = [await balanceOf(m.id), await entriesOf(m.id)];

    const messages = { en: 'This Idempotency-Key was already used with different request details; please submit again', zh_cn: '该请求编号已用于内容不同的请求，请重新提交', zh_hk: '該請求編號已用於內容不同的請求，請重新提交' };
    for (const [lang, message] of Object.entries(messages)) {
      const reused = await transfer(m.token, 'K', { api_code: game, money: '999.00', direction: 'out' }, lang);
      expect(reused, lang).toMatchObject({ status: 422, body: { message } });
      expect(reused.replayed).toBeUndefined();
    }
    expect(await balanceOf(m.id)).toBe(balance);
    expect(await entriesOf(m.id)).toBe(moves);
  });

  it('replays the same body (keys in another order, another answer language) as the first answer', async () => {
    const m = await newMember(t, { balanceCents: 10_000 });
    const first = await transfer(m.token, 'same-body', { api_code: game, money: '5.00', direction: 'in' });
    const again = await transfer(m.token, 'same-body', { direction: 'in', money: '5.00', api_code: game }, 'zh_cn');
    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 200, body: first.body, replayed: 'true' });
    expect(await balanceOf(m.id)).toBe(9_500);
  });

  it('answers concurrent duplicates alike and refuses a concurrent one with another body', async () => {
    const m = await newMember(t, { balanceCents: 10_000 });
    const same = { api_code: game, money: '2.00', direction: 'in' };
    const replies = await Promise.all([
      ...Array.from({ length: 4 }, () => transfer(m.token, 'race', same)),
      transfer(m.token, 'race', { ...same, money: '3.00' }),
    ]);
    const byStatus = (s: number) => replies.filter((r) => r.status === s);
    // The other body is refused unless it claimed the key first; then the four are refused instead.
    const winner = byStatus(200)[0]!;
    expect(byStatus(200).length + byStatus(422).length).toBe(5);
    for (const r of byStatus(200)) expect(r.body).toEqual(winner.body);
    expect(byStatus(200).filter((r) => r.replayed !== 'true')).toHaveLength(1);
    expect(await entriesOf(m.id)).toBe(1 + 1);
    expect(await balanceOf(m.id)).toBe(Math.round(Number(winner.body.money) * 100));
    expect([9_800, 9_700]).toContain(await balanceOf(m.id));
  });

  it('stores a hash of method, path, member and body with the key, not the body', async () => {
    const m = await newMember(t, { balanceCents: 10_000 });
    await transfer(m.token, 'hashed', { api_code: game, money: '1.00', direction: 'in' });
    const rows = await t.database.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.memberId, m.id), eq(idempotencyKeys.key, 'hashed')));
    expect(rows[0]?.requestHash).toBe(requestHashOf({ method: 'POST', path: '/api/game/deposit', memberId: m.id, body: { api_code: game, money: '1.00', money_type: 'money', direction: 'in' } }));
  });

  it('still replays a key stored before the hash existed (a deploy within its day) by its path alone', async () => {
    const m = await newMember(t, { balanceCents: 10_000 });
    const first = await transfer(m.token, 'old-row', { api_code: game, money: '1.00', direction: 'in' });
    await t.database.db.update(idempotencyKeys).set({ requestHash: null }).where(and(eq(idempotencyKeys.memberId, m.id), eq(idempotencyKeys.key, 'old-row')));
    expect(await transfer(m.token, 'old-row', { api_code: game, money: '1.00', direction: 'in' })).toMatchObject({ status: 200, body: first.body, replayed: 'true' });
    expect(await balanceOf(m.id)).toBe(9_900);
  });
});

describe('every call that moves money takes the key', () => {
  // Valid bodies, so that the key is what the route looks at; a malformed key is refused before any work.
  const moving: [string, Record<string, unknown> | undefined][] = [
    ['/api/game/deposit', { api_code: 'rl_slot_starforge', money: '1.00', direction: 'in' }],
    ['/api/game/recovery_last', undefined],
    ['/api/fsnow/fetch', { deadtime: 0 }],
    ['/api/drawing', { money: '100.00', bank_id: 1, qk_pwd: '123456' }],
    ['/api/recharge/normal', { payment_id: 1, money: '100.00', payer_name: 'Test Player' }],
    ['/api/recharge/online', { payment_id: 1, money: '100.00' }],
    ['/api/yuebao/deposit', { plan_id: 1, money: '10.00' }],
    ['/api/yuebao/withdraw', { plan_id: 1, money: '10.00' }],
    ['/api/act/apply/35', undefined],
    [`/api/dailybonus/${DAILY_BONUS_AWARD_PATH_ID}/award`, { award_id: 1 }],
    ['/api/wheel/award', {}],
    ['/api/activity/redbag', { times: 1 }],
  ];

  it.each(moving)('POST %s', async (url, payload) => {
    const m = await newMember(t, { balanceCents: 50_000 });
    const res = await t.app.inject({ method: 'POST', url: `${url}?lang=en`, headers: { ...bearer(m.token), 'idempotency-key': 'with space' }, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: 'Invalid value: Idempotency-Key' });
    expect(await entriesOf(m.id)).toBe(1);
  });
});

describe('ledger idempotency keys', () => {
  it('replays concurrent moves with one key: one transaction, the balance moved once', async () => {
    const m = await newMember(t, { balanceCents: 1000 });
    const movement = { kind: 'withdrawal', memberId: m.id, from: walletOf(m.id), to: house('payouts'), amountCents: 250, idempotencyKey: `wd:${m.id}:1` };
    const results = await Promise.all(Array.from({ length: 5 }, () => move(t.database.db, movement)));
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(results.every((r) => r.balancesAfter[0] === 750)).toBe(true);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await entriesOf(m.id)).toBe(2);
    expect(await balanceOf(m.id)).toBe(750);
  });

  it('refuses a key reused for a different move', async () => {
    const m = await newMember(t, { balanceCents: 1000 });
    const bonus = (amountCents: number) => move(t.database.db, { kind: 'bonus', memberId: m.id, from: house('bonuses'), to: walletOf(m.id), amountCents, idempotencyKey: `b:${m.id}` });
    await bonus(100);
    await expect(bonus(200)).rejects.toMatchObject({ statusCode: 422, key: 'idempotency_key_reused' });
    expect(await balanceOf(m.id)).toBe(1100);
  });
});
