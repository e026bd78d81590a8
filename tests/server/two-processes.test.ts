// @vitest-environment node
// PostgreSQL only (vite.config.ts `postgresOnly`): two real server processes on one database, as
// `npm run start:cluster -- 2` runs them, each on its own port so a call can pick its process.
import { randomBytes } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { members } from '../../server/db/schema/index.ts';
import { house, ledgerTotals, move, walletOf } from '../../server/services/money/ledger.ts';
import { issueToken } from '../../server/services/accounts/tokens.ts';
import { seededRandom } from '../../domain/fairness/seeded-random.ts';
import { startCluster } from './cluster-process';
import { databaseUrlOf, pgAdmin } from './pg-admin.ts';
import { startServerPair, type ServerPair } from './server-pair.ts';
import { uniqueMember } from './test-app.ts';

const adminUrl = process.env.DATABASE_URL!;
/** Cached lists live a minute here, so only an invalidation (never the cache running out) shows a write in time. */
const contentCacheMs = 60_000;
let pair: ServerPair;
let database: Database;
/** The two processes' base URLs. */
let servers: [string, string];

beforeAll(async () => {
  pair = await startServerPair({ PG_POOL_SIZE: '8', CONTENT_CACHE_MS: String(contentCacheMs) });
  ({ database, servers } = pair);
});

afterAll(async () => {
  await pair?.close();
});

interface Sent {
  status: number;
  body: string;
}

async function send(base: string, method: string, path: string, options: { token?: string; body?: object; key?: string } = {}): Promise<Sent> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers['idempotency-key'] = options.key;
  if (options.body) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, { method, headers, body: options.body ? JSON.stringify(options.body) : undefined });
  return { status: res.status, body: await res.text() };
}

/** A member with `cents` in the centre wallet and a token, written straight to the database. */
async function member(cents: number): Promise<{ id: number; token: string }> {
  const { name: memberName } = uniqueMember();
  const [row] = await database.db.insert(members).values({ name: memberName, passwordHash: 'x', inviteCode: memberName.toUpperCase() }).returning({ id: members.id });
  if (cents > 0) await move(database.db, { kind: 'opening', memberId: row!.id, from: house('opening'), to: walletOf(row!.id), amountCents: cents });
  return { id: row!.id, token: (await issueToken(database.db, row!.id, new Date())).access_token };
}

/** Polls until `check` holds or `ms` have passed; true when it held. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  do {
    if (await check()) return true;
    // A turn of the event loop between tries, so replies and log lines can arrive.
    await nextTurn();
  } while (Date.now() < deadline);
  return false;
}

describe('two server processes on one PostgreSQL', () => {
  it('keeps the ledger balanced over 400 concurrent transfers spread over both, a repeated key moving money once whichever process gets it', { timeout: 180_000 }, async () => {
    const players = await Promise.all(Array.from({ length: 10 }, () => member(20_000)));
    const random = seededRandom(20261125);
    const providers = ['rl_slot_starforge', 'rl_slot_lucky8', 'rl_live_aurora'];
    const calls: { player: (typeof players)[number]; key: string; body: object }[] = [];
    for (let i = 0; i < 400; i += 1) {
      // One call in five repeats an earlier one, key and body, and goes to whichever process its turn picks.
      if (calls.length > 0 && random() < 0.2) {
        calls.push(calls[Math.floor(random() * calls.length)]!);
        continue;
      }
      const player = players[Math.floor(random() * players.length)]!;
      const money = `${1 + Math.floor(random() * 60)}.${String(Math.floor(random() * 100)).padStart(2, '0')}`;
      calls.push({ player, key: `b-${i}`, body: { api_code: providers[i % providers.length], money, direction: random() < 0.55 ? 'in' : 'out' } });
    }
    const outcomes = await Promise.all(
      calls.map(async (c, i) => ({ ...c, ...(await send(servers[i % 2]!, 'POST', '/api/game/deposit', { token: c.player.token, body: c.body, key: c.key })) })),
    );

    expect(outcomes.filter((o) => o.status >= 500).map((o) => o.body)).toEqual([]);
    expect(outcomes.filter((o) => o.status === 200).length).toBeGreaterThan(100);
    expect(await ledgerTotals(database.db)).toEqual({ accounts: 0, entries: 0, negativeMemberAccounts: 0 });
    const drift = await database.withConnection((sql) =>
      sql.rows('SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id GROUP BY a.id HAVING a.balance_cents <> coalesce(sum(e.amount_cents), 0)'),
    );
    expect(drift).toEqual([]);
    const okKeys = new Set(outcomes.filter((o) => o.status === 200).map((o) => `${o.player.id}:${o.key}`));
    const [moved] = await database.withConnection((sql) =>
      sql.rows<{ n: number }>("SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'transfer' AND member_id = ANY($1::int[])", [players.map((p) => p.id)]),
    );
    expect(moved!.n).toBe(okKeys.size);
    for (const key of okKeys) {
      const same = outcomes.filter((o) => o.status === 200 && `${o.player.id}:${o.key}` === key);
      for (const o of same) expect(o.body, key).toBe(same[0]!.body);
    }
  });

  it('shows a config written through one process in the other within 1 s, though its cache would keep the old value for a minute', async () => {
    const read = async () => JSON.parse((await send(servers[1], 'GET', '/api/system/configs?group=service')).body) as Record<string, string>;
    const before = await read();
    const value = `qq-${randomBytes(3).toString('hex')}`;
    expect(before.kefu_qq).not.toBe(value);
    expect((await send(servers[0], 'PUT', '/api/dev/configs', { body: { kefu_qq: value } })).status).toBe(200);
    expect(await within(1000, async () => (await read()).kefu_qq === value)).toBe(true);
  });

  it('keeps its promise when LISTEN connections are cut: a process empties its caches once back, and sends what it could not meanwhile', async () => {
    const listeners = (where: string) => database.withConnection((sql) => sql.rows<{ n: number }>(`SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND ${where}`));
    const listening = async () => {
      const [n] = await database.withConnection((sql) => sql.rows<{ n: number }>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE 'lobby-invalidations:%'"));
      return n!.n === 2;
    };
    const read = async () => JSON.parse((await send(servers[1], 'GET', '/api/system/configs?group=service')).body) as Record<string, string>;
    const write = async () => {
      const value = `qq-${randomBytes(3).toString('hex')}`;
      expect((await send(servers[0], 'PUT', '/api/dev/configs', { body: { kefu_qq: value } })).status).toBe(200);
      return value;
    };

    // The reader's connection cut: it missed the write, and forgets everything once back.
    await read();
    expect((await listeners(`application_name = 'lobby-invalidations:${pair.pids[1]}'`))[0]!.n).toBe(1);
    const missed = await write();
    // A reconnect on a busy machine may take seconds; the minute-long cache still tells the mechanism apart.
    expect(await within(10_000, async () => (await read()).kefu_qq === missed)).toBe(true);
    expect(await within(5000, listening)).toBe(true);

    // The writer's connection cut: its message goes out once it is back.
    await read();
    expect((await listeners(`application_name = 'lobby-invalidations:${pair.pids[0]}'`))[0]!.n).toBe(1);
    const late = await write();
    expect(await within(10_000, async () => (await read()).kefu_qq === late)).toBe(true);
    expect(await within(5000, listening)).toBe(true);

    const next = await write();
    expect(await within(1000, async () => (await read()).kefu_qq === next)).toBe(true);
  });

  it('counts an SMS code window and the wrong-code guard across both processes', async () => {
    const { phone } = uniqueMember();
    // The captcha would decide first otherwise; the switch reaches both processes (the test above).
    expect((await send(servers[0], 'PUT', '/api/dev/configs', { body: { vip1_is_login_captcha_open: '0' } })).status).toBe(200);
    expect((await send(servers[0], 'POST', '/api/auth/sms?lang=en', { body: { phone } })).status).toBe(200);
    const again = await send(servers[1], 'POST', '/api/auth/sms?lang=en', { body: { phone } });
    expect(again.status).toBe(429);
    const code = (JSON.parse((await send(servers[1], 'GET', `/api/dev/sms?phone=${encodeURIComponent(phone)}`)).body) as { code: string }).code;
    const login = (i: number, sms_code: string) => send(servers[i % 2]!, 'POST', '/api/auth/phone_login?lang=en', { body: { phone, sms_code, lang: 'en' } });
    // Five wrong codes, alternately through each process, spend the address's tries for the code.
    for (let i = 0; i < 5; i += 1) expect((await login(i, String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'))).status, `wrong code ${i + 1}`).toBe(422);
    expect((await login(0, code)).status).toBe(422);
    expect((await login(1, code)).status).toBe(422);
  });

  it('refuses a token in the other process as soon as the logout in one has answered', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { token } = await member(0);
      // Both processes have the session in their caches.
      expect((await send(servers[0], 'POST', '/api/auth/me', { token })).status).toBe(200);
      expect((await send(servers[1], 'POST', '/api/auth/me', { token })).status).toBe(200);
      const [from, other] = round % 2 ? [servers[1], servers[0]] : [servers[0], servers[1]];
      expect((await send(from, 'POST', '/api/auth/logout', { token })).status).toBe(200);
      expect((await send(other, 'POST', '/api/auth/me', { token })).status, `round ${round}`).toBe(401);
    }
  });

  it('npm run start:cluster -- 2 migrates and seeds an empty database once in its primary, then serves from two processes on one port', { timeout: 180_000 }, async () => {
    const empty = `t_${randomBytes(6).toString('hex')}`;
    await pgAdmin(adminUrl, `CREATE DATABASE ${empty}`);
    const cluster = await startCluster(2, { LOBBY_DIST: pair.lobbyDist, DATABASE_URL: databaseUrlOf(adminUrl, empty), PG_POOL_SIZE: '4' });
    try {
      const listening = () => new Set([...cluster.log().matchAll(/"pid":(\d+)[^\n]*"msg":"Server listening/g)].map((m) => m[1]));
      expect(await within(60_000, async () => listening().size === 2)).toBe(true);
      expect(listening().has(String(cluster.child.pid))).toBe(false);
      expect(cluster.log()).toMatch(/start:cluster: 2 server processes on port \d+, one PostgreSQL database\./);
      const configs = await fetch(`http://127.0.0.1:${cluster.port}/api/system/configs?group=service`);
      expect(((await configs.json()) as Record<string, string>).kefu_qq).toBeTruthy();
    } finally {
      await cluster.stop();
      await pgAdmin(adminUrl, `DROP DATABASE IF EXISTS ${empty}`);
    }
    expect(cluster.child.exitCode).toBe(0);
  });
});
