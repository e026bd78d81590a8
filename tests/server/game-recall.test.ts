// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecallReply } from '../../domain/contracts/replies/money.ts';
import { balanceOf, providerWalletOf } from '../../server/services/money/ledger.ts';
import { bearer, call, ledgerMovesOf, newMember, startTestApp, walletCents, type TestApp, type Token } from './test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const GAME = 'rl_slot_starforge';
const post = <T>(url: string, token: Token, payload?: object, key?: string, lang = 'en') =>
  call<T>(t.app, { method: 'POST', url: `/api${url}?lang=${lang}`, headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) }, ...(payload ? { payload } : {}) });
const recall = (token: Token, key?: string, lang = 'en') => post<RecallReply & { code?: string }>('/game/recall', token, { api_code: GAME }, key, lang);
const gameCents = (memberId: number) => balanceOf(t.database.db, providerWalletOf(memberId, GAME));

/** A member with 790.00 in the game wallet and 10.00 in the centre, auto-transfer as given. */
async function playing(autoTransfer: boolean) {
  const m = await newMember(t, { balanceCents: 80_000 });
  expect((await post('/game/deposit', m.token, { api_code: GAME, money: '790.00' }, 'recall-in')).status).toBe(200);
  expect((await post('/game/change_trans', m.token, { status: autoTransfer ? 1 : 0 })).status).toBe(200);
  return m;
}

describe('POST /game/recall (a closed game’s wallet back to the centre)', () => {
  it('moves the whole game wallet back when auto-transfer is on, once per key', async () => {
    const m = await playing(true);
    const moves = await ledgerMovesOf(t, m.id);
    const first = await recall(m.token, 'recall-close-1');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ recalled: '790.00', money: '800.00', total_balance: '800.00', auto_transfer: true, message: 'Game closed: 790.00 moved back from Starforge to your main wallet' });
    expect(await gameCents(m.id)).toBe(0);
    expect(await walletCents(t, m.id)).toBe(80_000);
    // The same close heard twice (two tabs, a retry): the first answer, nothing moves again.
    const again = await recall(m.token, 'recall-close-1');
    expect(again.body).toMatchObject({ recalled: '790.00', money: '800.00' });
    expect(await ledgerMovesOf(t, m.id)).toBe(moves + 1);
  });

  it('leaves the game wallet alone when auto-transfer is off, and says so in the member’s language', async () => {
    const m = await playing(false);
    const reply = await recall(m.token, 'recall-off', 'zh_cn');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ recalled: '0.00', money: '10.00', total_balance: '800.00', auto_transfer: false });
    expect(reply.body.message).toContain('免转钱包未开启');
    expect(await gameCents(m.id)).toBe(79_000);
  });

  it('refuses a recall without a key or for an unknown game, changing nothing', async () => {
    const m = await playing(true);
    const keyless = await recall(m.token);
    expect(keyless.status).toBe(422);
    const unknown = await post<{ message: string }>('/game/recall', m.token, { api_code: 'no_such_game' }, 'recall-unknown');
    expect(unknown.status).toBe(404);
    expect(await gameCents(m.id)).toBe(79_000);
  });

  it('moves the money once under a burst of 200 closes with different keys', async () => {
    const m = await playing(true);
    const moves = await ledgerMovesOf(t, m.id);
    const replies = await Promise.all(Array.from({ length: 200 }, (_, i) => recall(m.token, `recall-burst-${i}`)));
    expect(replies.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const moved = replies.filter((r) => r.body.recalled !== '0.00');
    expect(moved).toHaveLength(1);
    expect(moved[0]!.body.recalled).toBe('790.00');
    expect(await gameCents(m.id)).toBe(0);
    expect(await walletCents(t, m.id)).toBe(80_000);
    expect(await ledgerMovesOf(t, m.id)).toBe(moves + 1);
  });
});
