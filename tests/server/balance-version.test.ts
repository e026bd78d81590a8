// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transact } from '../../server/db/transact.ts';
import { house, move, providerWalletOf, walletOf } from '../../server/services/money/ledger.ts';
import { bearer, call, newMember, type TestApp } from './test-app.ts';
import { closeWithStreams, listeningTestApp, openLive, type OpenStream } from './live-stream.ts';

let t: TestApp;
let base: string;
const streams: OpenStream[] = [];

beforeAll(async () => {
  ({ t, base } = await listeningTestApp());
});
afterAll(() => closeWithStreams(t, streams));

interface Versioned {
  money: string;
  balance_version: number;
}

const me = async (token: { access_token: string }) => (await call<Versioned>(t.app, { method: 'POST', url: '/api/auth/me', headers: bearer(token) })).body;
const storedVersion = async (memberId: number) =>
  Number((await t.database.withConnection((s) => s.rows<{ version: string }>('SELECT version FROM member_balance_versions WHERE member_id = $1', [memberId])))[0]?.version ?? 0);

function transfer(token: { access_token: string }, key: string, money = '1.00') {
  return call<Versioned>(t.app, {
    method: 'POST',
    url: '/api/game/deposit?lang=en',
    headers: { ...bearer(token), 'idempotency-key': key },
    payload: { api_code: 'rl_slot_starforge', money },
  });
}

describe('balance version', () => {
  it('grows with every posting to any of the member’s accounts and is sent with every balance', async () => {
    const m = await newMember(t, { balanceCents: 10_000 });
    const opened = await me(m.token);
    expect(opened).toMatchObject({ money: '100.00', balance_version: 1 });

    const moved = await transfer(m.token, 'version-1', '12.50');
    expect(moved.body).toMatchObject({ money: '87.50', balance_version: 2 });
    expect(await me(m.token)).toMatchObject({ money: '87.50', balance_version: 2 });

    // A game wallet only (a bet against the provider's house account): the centre stays, the version moves.
    await move(t.database.db, { kind: 'bet', memberId: m.id, from: providerWalletOf(m.id, 'rl_slot_starforge'), to: house('provider:rl_slot_starforge'), amountCents: 50 });
    expect(await me(m.token)).toMatchObject({ money: '87.50', balance_version: 3 });

    const recovered = await call<Versioned>(t.app, { method: 'POST', url: '/api/game/recovery_last?lang=en', headers: { ...bearer(m.token), 'idempotency-key': 'version-2' } });
    expect(recovered.body).toMatchObject({ money: '99.50', balance_version: 4 });
    const wallets = await call<Versioned>(t.app, { method: 'POST', url: '/api/game/api_moneys', headers: bearer(m.token) });
    expect(wallets.body).toMatchObject({ money: '99.50', balance_version: 4 });
    expect(await storedVersion(m.id)).toBe(4);
  });

  it('does not move when the posting is refused or rolled back', async () => {
    const m = await newMember(t, { balanceCents: 100 });
    const refused = await transfer(m.token, 'version-3', '5.00');
    expect(refused.status).toBe(422);
    await expect(
      transact(t.database.db, async (tx) => {
        await move(tx, { kind: 'opening', memberId: m.id, from: house('opening'), to: walletOf(m.id), amountCents: 500 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await me(m.token)).toMatchObject({ money: '1.00', balance_version: 1 });
  });

  it('comes with the live stream’s snapshot and each money push, as /auth/me reads it', async () => {
    const m = await newMember(t, { balanceCents: 10_000 });
    const stream = await openLive(base, m.token.access_token);
    streams.push(stream);
    expect(await stream.next('snapshot')).toMatchObject({ balance: '100.00', balance_version: 1 });
    const from = stream.events.length;
    await transfer(m.token, 'version-4', '10.00');
    const pushed = await stream.next('money', (d) => d.balance === '90.00', { from });
    expect(pushed.balance_version).toBe(2);
    expect(await me(m.token)).toMatchObject({ money: '90.00', balance_version: 2 });
  });

  it('orders a burst of 200 concurrent transfers: one version per posting, each reply’s money the balance at its version', async () => {
    const m = await newMember(t, { balanceCents: 10_000 });
    const replies = await Promise.all(Array.from({ length: 200 }, (_, i) => transfer(m.token, `version-burst-${i}`)));
    const done = replies.filter((r) => r.status === 200);
    expect(done).toHaveLength(100);
    expect(replies.filter((r) => r.status === 422)).toHaveLength(100);
    // The opening posting is version 1; each transfer of 1.00 one more.
    for (const r of done) expect(Number(r.body.money) * 100).toBe(10_000 - (r.body.balance_version - 1) * 100);
    expect(await storedVersion(m.id)).toBe(101);
    expect(await me(m.token)).toMatchObject({ money: '0.00', balance_version: 101 });
  });
});
