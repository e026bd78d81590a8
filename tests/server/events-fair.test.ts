// @vitest-environment node
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { FairHistoryRow } from '../../domain/contracts/replies/events.ts';
import { commitmentOf, drawPrize } from '../../server/services/events/fair-draw.ts';
import { drawMany } from '../../server/services/events/event-play.ts';
import { loadEvent } from '../../server/services/events/event-settings.ts';
import { eq } from 'drizzle-orm';
import { fairMembers } from '../../server/db/schema/index.ts';
import { chiSquare, chiSquareLimit } from './chi-square.ts';
import { eventCalls, expectCoded, footprint } from './events-helpers.ts';
import { newMember, startTestApp } from './test-app.ts';

const t = await startTestApp();
afterAll(() => t.close());
const api = eventCalls(t);
const hex64 = /^[0-9a-f]{64}$/;

describe('fair seeds', () => {
  it('answer visitors 401 with a code, on every fair call', async () => {
    for (const res of [await api.seeds(null), await api.setClientSeed(null, { client_seed: 'abc' }), await api.rotate(null)]) expectCoded(res, 401, 'unauthenticated');
  });

  it('are made on first use: a commitment, a 16-hex client seed and nonce 0, the same on the next read', async () => {
    const m = await newMember(t);
    expect((await footprint(t, m.id)).nonce).toBeNull();
    const first = await api.seeds(m.token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ server_seed_hash: expect.stringMatching(hex64), client_seed: expect.stringMatching(/^[0-9a-f]{16}$/), nonce: 0 });
    expect((await api.seeds(m.token)).body).toEqual(first.body);
    const other = await newMember(t);
    expect((await api.seeds(other.token)).body.server_seed_hash).not.toBe(first.body.server_seed_hash);
  });

  it('take the member\'s client seed, refuse a bad one with 422 changing nothing', async () => {
    const m = await newMember(t);
    const before = (await api.seeds(m.token)).body;
    for (const bad of [{}, { client_seed: '' }, { client_seed: 'with space' }, { client_seed: 'x'.repeat(65) }, { client_seed: 'ключ' }, { client_seed: 12 }]) {
      const res = await api.setClientSeed(m.token, bad);
      expect(res.status, JSON.stringify(bad)).toBe(422);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await api.seeds(m.token)).body).toEqual(before);
    const set = await api.setClientSeed(m.token, { client_seed: '  my-lucky_Seed7 ' });
    expect(set).toMatchObject({ status: 200, body: { client_seed: 'my-lucky_Seed7', server_seed_hash: before.server_seed_hash, nonce: 0 } });
    const spin = await api.award(m.token, {}, 'spin-1');
    expect(spin.body.fair).toMatchObject({ client_seed: 'my-lucky_Seed7', server_seed_hash: before.server_seed_hash, nonce: 0 });
  });

  it('rotate: the old seed revealed (its SHA-256 is the old commitment), a new one committed, the nonce not reset', async () => {
    const m = await newMember(t);
    const before = (await api.seeds(m.token)).body;
    await api.award(m.token, {}, 'k1');
    const rotated = await api.rotate(m.token);
    expect(rotated.status).toBe(200);
    expect(rotated.body.revealed_server_seed).toMatch(hex64);
    expect(commitmentOf(rotated.body.revealed_server_seed)).toBe(before.server_seed_hash);
    expect(rotated.body.server_seed_hash).not.toBe(before.server_seed_hash);
    expect((await api.seeds(m.token)).body).toEqual({ server_seed_hash: rotated.body.server_seed_hash, client_seed: before.client_seed, nonce: 1 });
    // A second rotation reveals the seed the first one committed.
    const again = await api.rotate(m.token);
    expect(commitmentOf(again.body.revealed_server_seed)).toBe(rotated.body.server_seed_hash);
  });
});

describe('a revealed seed', () => {
  it('reproduces every draw made with it, in both events, nonces one after the other across them', async () => {
    const m = await newMember(t);
    const committed = (await api.seeds(m.token)).body.server_seed_hash;
    const spins = [await api.award(m.token, {}, 'w1'), await api.award(m.token, {}, 'w2')];
    const round = await api.round(m.token, 7, 'r1');
    const spin3 = await api.award(m.token, {}, 'w3');
    const proofs = [...spins.map((s) => s.body.fair), ...round.body.packets.map((p) => p.fair), spin3.body.fair];
    expect(proofs.map((p) => p.nonce)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(proofs.every((p) => p.server_seed_hash === committed)).toBe(true);

    const unrevealed = [...(await api.query(m.token)).body.history, ...(await api.log(m.token, { limit: 50, page: 1 })).body.list];
    expect(unrevealed).toHaveLength(10);
    expect(unrevealed.every((row) => row.server_seed === null)).toBe(true);

    const { revealed_server_seed: seed, server_seed_hash: newHash } = (await api.rotate(m.token)).body;
    const history: FairHistoryRow[] = [...(await api.query(m.token)).body.history, ...(await api.log(m.token, { limit: 50, page: 1 })).body.list];
    expect(history.map((row) => row.fair.nonce).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const prizes = { wheel: (await loadEvent(t.database.db, 'wheel')).prizes, redbag: (await loadEvent(t.database.db, 'redbag')).prizes };
    for (const row of history) {
      expect(row.server_seed).toBe(seed);
      expect(commitmentOf(seed)).toBe(row.fair.server_seed_hash);
      const { prizeIndex } = drawPrize({ serverSeed: seed, clientSeed: row.fair.client_seed, nonce: row.fair.nonce, weights: row.fair.weights });
      expect(prizeIndex, `nonce ${row.fair.nonce}`).toBe(row.prize_index);
      expect(row.fair.prize_index).toBe(row.prize_index);
      const list = row.fair.weights.length === prizes.wheel.length ? prizes.wheel : prizes.redbag;
      expect(Math.round(Number(row.money) * 100)).toBe(list[prizeIndex]!.amountCents);
      expect(proofs.find((p) => p.nonce === row.fair.nonce)).toEqual(row.fair);
    }
    // Draws after the rotation use the new seed, and stay unrevealed until the next one.
    const next = await api.round(m.token, 1, 'r2');
    expect(next.body.packets[0]!.fair).toMatchObject({ nonce: 10, server_seed_hash: newHash });
    expect((await api.log(m.token)).body.list[0]).toMatchObject({ server_seed: null, fair: { nonce: 10 } });
  });
});

describe('a play drawn from the fair state this process last saw', () => {
  it('is drawn again from the state under the lock when another process or call moved it: seed, client seed or nonce', async () => {
    const m = await newMember(t);
    expect((await api.award(m.token, {}, 's1')).body.fair.nonce).toBe(0);
    // Another process's plays move the nonce past what this one saw; a new client seed and a rotation change the rest.
    await t.database.db.update(fairMembers).set({ nextNonce: 5 }).where(eq(fairMembers.memberId, m.id));
    await t.database.db.update(fairMembers).set({ clientSeed: 'elsewhere' }).where(eq(fairMembers.memberId, m.id));
    const { server_seed_hash: hash } = (await api.rotate(m.token)).body;
    const spin = await api.award(m.token, {}, 's2');
    expect(spin.status).toBe(200);
    expect(spin.body.fair).toMatchObject({ nonce: 5, client_seed: 'elsewhere', server_seed_hash: hash });
    expect((await footprint(t, m.id)).nonce).toBe(6);
    const seed = (await api.rotate(m.token)).body.revealed_server_seed;
    const { prizeIndex } = drawPrize({ serverSeed: seed, clientSeed: 'elsewhere', nonce: 5, weights: spin.body.fair.weights });
    expect(spin.body.prize_index).toBe(prizeIndex);
  });
});

describe('the odds', () => {
  // Fixed seeds keep the outcome the same on every run; random ones would fail 1 % of runs.
  const seeds = { serverSeed: createHash('sha256').update('events-chi-square').digest('hex'), clientSeed: 'odds', firstNonce: 0 };

  it.each(['wheel', 'redbag'] as const)('of the seeded %s match its weights over 100,000 draws (chi-square, 1 in 100 level)', async (event) => {
    const { prizes } = await loadEvent(t.database.db, event);
    const weights = prizes.map((p) => p.weight);
    const seen = new Array<number>(weights.length).fill(0);
    for (const { prizeIndex } of drawMany(seeds, weights, 100_000)) seen[prizeIndex]! += 1;
    expect(seen.every((n) => n > 0)).toBe(true);
    expect(chiSquare(seen, weights)).toBeLessThan(chiSquareLimit(weights.length));
  });

  it('a biased pick fails the same test (the test can fail)', () => {
    const weights = [3500, 2500, 1800, 1200, 600, 280, 100, 20];
    const seen = new Array<number>(weights.length).fill(0);
    // Draws that favour "Thank you" over the published weights are caught.
    for (const { prizeIndex } of drawMany(seeds, [4500, ...weights.slice(1)], 10_000)) seen[prizeIndex]! += 1;
    expect(chiSquare(seen, weights)).toBeGreaterThan(chiSquareLimit(weights.length));
  });
});
