// @vitest-environment node
// PostgreSQL only (vite.config.ts `postgresOnly`): the live stream held by one server process hears
// what another process, or any other writer, committed, through LISTEN/NOTIFY (docs/architecture.md §7).
import { eq } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { members, paymentAccounts } from '../../server/db/schema/index.ts';
import { issueToken } from '../../server/services/accounts/tokens.ts';
import { balanceOf, house, move, walletOf } from '../../server/services/money/ledger.ts';
import { fromCents } from '../../server/services/money/money.ts';
import { submitNormalRecharge } from '../../server/services/money/recharge-submit.ts';
import { LISTENER_NAME } from '../../server/services/live/invalidations.ts';
import { openLive, type OpenStream } from './live-stream.ts';
import { startServerPair, type ServerPair } from './server-pair.ts';
import { uniqueMember } from './test-app.ts';

const streams: OpenStream[] = [];
let pair: ServerPair;
let database: Database;
let servers: [string, string];
let databaseUrl: string;

beforeAll(async () => {
  pair = await startServerPair({ PG_POOL_SIZE: '4' });
  ({ database, servers, url: databaseUrl } = pair);
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await pair?.close();
});

async function member(): Promise<{ id: number; token: string }> {
  const { name: memberName } = uniqueMember();
  const [row] = await database.db.insert(members).values({ name: memberName, passwordHash: 'x', inviteCode: memberName.toUpperCase() }).returning({ id: members.id });
  return { id: row!.id, token: (await issueToken(database.db, row!.id, new Date())).access_token };
}

/** A member with a bank deposit waiting for the operator; its id. */
async function pendingDeposit(memberId: number, amountCents: number): Promise<number> {
  const [account] = await database.db.select().from(paymentAccounts).where(eq(paymentAccounts.way, 'normal'));
  return (await submitNormalRecharge(database.db, { memberId, account: account!, amountCents, payerName: 'Li Lei', voucher: null }, new Date())).id;
}

/**
 * Runs `npm run ops -- <args>` in its own process on the pair's database, as the operator would;
 * resolves at the moment its output says `done` (printed after its transaction committed), with
 * that moment (performance.now()) and its whole output once it exited 0.
 */
function ops(args: string[], done: string): { said: Promise<number>; exited: Promise<string> } {
  const child = spawn('npm', ['run', '--silent', 'ops', '--', ...args], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: databaseUrl, OPS_LANG: 'en' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  let heard: (at: number) => void;
  const said = new Promise<number>((resolve) => (heard = resolve));
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
    if (out.includes(done)) heard(performance.now());
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => void (err += chunk));
  const exited = new Promise<string>((resolve, reject) =>
    child.once('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`ops ${args.join(' ')} exited ${code}: ${err}${out}`)))),
  );
  return { said: Promise.race([said, exited.then(() => Promise.reject(new Error(`ops never said ${JSON.stringify(done)}: ${out}`)))]), exited };
}

async function open(base: string, token: string): Promise<OpenStream> {
  const stream = await openLive(base, token);
  streams.push(stream);
  expect(stream.status).toBe(200);
  return stream;
}

describe('live streams across server processes on one PostgreSQL', () => {
  it("shows an operator's deposit approval made through one process in the stream another process holds, within 2 s", async () => {
    const m = await member();
    const id = await pendingDeposit(m.id, 50_000);
    const stream = await open(servers[1], m.token);
    expect((await stream.next('snapshot')).balance).toBe('0.00');

    const approvedAt = performance.now();
    const approve = await fetch(`${servers[0]}/api/dev/recharges/${id}/approve`, { method: 'POST' });
    expect(approve.status).toBe(200);
    // The approval may add a first-deposit bonus: the figure expected is the one the ledger holds.
    const balance = fromCents(await balanceOf(database.db, walletOf(m.id)));
    expect(balance).not.toBe('0.00');
    await stream.next('money', (money) => money.balance === balance, { ms: 2000 - (performance.now() - approvedAt) });
  });

  it("shows a deposit approved by the operator's command line (npm run ops) in the stream a server process holds, within 2 s", async () => {
    const m = await member();
    const id = await pendingDeposit(m.id, 30_000);
    const stream = await open(servers[1], m.token);
    expect((await stream.next('snapshot')).balance).toBe('0.00');

    const run = ops(['approve-deposit', String(id)], `Deposit #${id} approved: 300.00 credited to the member`);
    const approvedAt = await run.said;
    const balance = fromCents(await balanceOf(database.db, walletOf(m.id)));
    expect(balance).not.toBe('0.00');
    await stream.next('money', (money) => money.balance === balance, { ms: 2000 - (performance.now() - approvedAt) });
    await run.exited;
  }, 60_000);

  it('keeps pushing after its process lost its LISTEN connection: a movement committed right after the cut reaches the stream', async () => {
    const m = await member();
    const stream = await open(servers[1], m.token);
    await stream.next('snapshot');
    // Cut every process's LISTEN connection; what was committed while one was away comes with the
    // EVERYTHING of its reconnect (the hub's catch-up, tested on its own in live.test.ts).
    await database.withConnection((sql) => sql.rows('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE $1', [`${LISTENER_NAME}:%`]));
    await move(database.db, { kind: 'bonus', memberId: m.id, from: house('bonuses'), to: walletOf(m.id), amountCents: 777 });
    const balance = fromCents(await balanceOf(database.db, walletOf(m.id)));
    await stream.next('money', (money) => money.balance === balance, { ms: 5000 });
  });
});
