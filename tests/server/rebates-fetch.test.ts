// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import type { RebateItem, RebateFetchReply } from '../../domain/contracts/replies/money.ts';
import { rebates } from '../../server/db/schema/index.ts';
import { bearer, call, ledgerMovesOf, newMember, startTestApp, walletCents, type Token } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());

const fetchRebates = (token: Token, payload?: object) =>
  call<RebateFetchReply>(t.app, { method: 'POST', url: '/api/fsnow/fetch?lang=en', headers: bearer(token), ...(payload ? { payload } : {}) });
const waiting = async (token: Token) => (await call<RebateItem[]>(t.app, { method: 'GET', url: '/api/fsnow/list', headers: bearer(token) })).body;

async function owe(memberId: number, amounts: number[], createdAt = new Date()) {
  await t.database.db.insert(rebates).values(amounts.map((amountCents) => ({ memberId, apiName: 'rl_slot_starforge', amountCents, createdAt })));
}

describe('collecting rebates', () => {
  it('credits every waiting rebate once, as one ledger transaction, and empties the list', async () => {
    const m = await newMember(t, { balanceCents: 1000 });
    await owe(m.id, [1234, 66]);
    const res = await fetchRebates(m.token);
    expect(res).toMatchObject({ status: 200, body: { collected: '13.00', count: 2, money: '23.00', message: 'Collected: 13.00 of rebates added to your main wallet' } });
    expect(await waiting(m.token)).toEqual([]);
    expect(await ledgerMovesOf(t, m.id)).toBe(2);
    const again = await fetchRebates(m.token);
    expect(again.body).toMatchObject({ collected: '0.00', count: 0, money: '23.00', message: 'There are no rebates to collect' });
    expect(await walletCents(t, m.id)).toBe(2300);
  });

  it('pays concurrent collects once', async () => {
    const m = await newMember(t);
    await owe(m.id, [500, 500, 500]);
    const replies = await Promise.all(Array.from({ length: 6 }, () => fetchRebates(m.token)));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(replies.map((r) => r.body.collected).filter((c) => c !== '0.00')).toEqual(['15.00']);
    expect(await walletCents(t, m.id)).toBe(1500);
  });

  it('collects only what was owed by the deadtime, and refuses a bad deadtime', async () => {
    const m = await newMember(t);
    await owe(m.id, [100], new Date(Date.now() - 3600_000));
    await owe(m.id, [200]);
    const res = await fetchRebates(m.token, { deadtime: Math.floor(Date.now() / 1000) - 1800 });
    expect(res.body).toMatchObject({ collected: '1.00', count: 1 });
    expect((await waiting(m.token)).map((r) => r.fs_money)).toEqual(['2.00']);
    expect((await fetchRebates(m.token, { deadtime: 'soon' })).status).toBe(422);
    expect((await fetchRebates(m.token, { deadtime: -5 })).status).toBe(422);
    expect(await walletCents(t, m.id)).toBe(100);
  });

  it('needs a member', async () => {
    expect((await call(t.app, { method: 'POST', url: '/api/fsnow/fetch' })).status).toBe(401);
  });
});
