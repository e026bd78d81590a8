// @vitest-environment node
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, ledgerMovesOf, newMember, startTestApp, walletCents, type TestApp, type Token } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * Watches the statements the app sends to its driver (PGlite or the node-postgres pool, both under
 * `$client`): counts those on `idempotency_keys` (a transfer claims its key in `keyed_ledger_post`,
 * migrations/0052_one_call_transfer.sql), and holds the first request's stored answer until
 * `release`: the money has moved and the key is claimed, the answer is not stored yet. A transfer
 * stores its answer in its movement's statement (0054_one_trip_transfer.sql): there is no such
 * moment, so the held request is a recovery of the game wallets, whose answer is stored when sent.
 */
function watchDriver() {
  // The driver client Drizzle keeps as `$client`; the shared Db type omits it.
  const client = (t.database.db as unknown as { $client: { query: Query } }).$client;
  const original = client.query;
  let keyStatements = 0;
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let reached: () => void = () => undefined;
  const holding = new Promise<void>((resolve) => (reached = resolve));
  const textOf = (first: unknown) => (typeof first === 'string' ? first : String((first as { text?: unknown } | null)?.text ?? ''));
  client.query = async function (this: unknown, ...args: unknown[]) {
    const text = textOf(args[0]);
    if (text.includes('idempotency_keys') || text.includes('keyed_ledger_post(')) keyStatements += 1;
    if (text.startsWith('UPDATE idempotency_keys SET status_code')) {
      reached();
      await held;
    }
    return original.apply(client, args);
  } as Query;
  return {
    keyStatements: () => keyStatements,
    holding,
    release,
    restore: () => void (client.query = original),
  };
}

/** A keyed transfer of 1.00 out of the game wallet: its claim, ledger post and answer are one statement on the driver. */
const transfer = async (token: Token, key: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/game/deposit?lang=en',
    headers: { ...bearer(token), 'idempotency-key': key },
    payload: { api_code: 'rl_slot_starforge', money: '1.00', direction: 'out' },
  });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>(), replayed: res.headers['idempotent-replayed'] };
};

/** A keyed recovery of every game wallet to the centre: claimed, moved, then its answer stored as it is sent. */
const recover = async (token: Token, key: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/game/recovery_last?lang=en', headers: { ...bearer(token), 'idempotency-key': key } });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>(), replayed: res.headers['idempotent-replayed'] };
};

/** A member with 98.00 in the centre wallet and 2.00 in the game's (3 ledger transactions with the duplicate's). */
async function fundedGameWallet() {
  const m = await newMember(t, { balanceCents: 10_000 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/game/deposit?lang=en',
    headers: bearer(m.token),
    payload: { api_code: 'rl_slot_starforge', money: '2.00', direction: 'in' },
  });
  expect(res.statusCode).toBe(200);
  return m;
}

describe('a duplicate of a request still running', () => {
  it('waits for its answer without asking the database again and again, then replays it', async () => {
    const m = await fundedGameWallet();
    const driver = watchDriver();
    try {
      const first = recover(m.token, 'slow-1');
      await driver.holding;
      const before = driver.keyStatements();
      const duplicate = recover(m.token, 'slow-1');
      // The duplicate has read the running claim (its claim, taken, and its read) and waits.
      await expect.poll(() => driver.keyStatements() - before, { interval: 5 }).toBeGreaterThanOrEqual(2);
      // An interval in which a polling wait would have asked many times (every 20 ms, two statements).
      await sleep(400);
      const whileWaiting = driver.keyStatements() - before;
      driver.release();
      const [a, b] = await Promise.all([first, duplicate]);
      expect(a.status).toBe(200);
      expect(b).toMatchObject({ status: 200, body: a.body, replayed: 'true' });
      expect(whileWaiting).toBeLessThanOrEqual(2);
      // The first's answer stored (1) and the duplicate's claim and read once woken (2).
      expect(driver.keyStatements() - before).toBeLessThanOrEqual(5);
    } finally {
      driver.restore();
    }
    // The 2.00 of the game wallet back in the centre, once.
    expect(await walletCents(t, m.id)).toBe(10_000);
    expect(await ledgerMovesOf(t, m.id)).toBe(3);
  });

  it('answers a burst of 200 duplicate transfers alike, moving the money once, each duplicate asking a few times at most', async () => {
    const m = await fundedGameWallet();
    const driver = watchDriver();
    let replies: Awaited<ReturnType<typeof transfer>>[];
    try {
      replies = await Promise.all(Array.from({ length: 200 }, () => transfer(m.token, 'burst-1')));
    } finally {
      driver.restore();
    }
    expect(replies.map((r) => r.status)).toEqual(Array.from({ length: 200 }, () => 200));
    for (const r of replies) expect(r.body).toEqual(replies[0]!.body);
    expect(replies.filter((r) => r.replayed !== 'true')).toHaveLength(1);
    // One statement for the first (claim, move, answer); a claim and a read, then the same once woken, for each duplicate.
    expect(driver.keyStatements()).toBeLessThanOrEqual(1 + 199 * 4);
    expect(await walletCents(t, m.id)).toBe(9_900);
    expect(await ledgerMovesOf(t, m.id)).toBe(3);
  });
});
