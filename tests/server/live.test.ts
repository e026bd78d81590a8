// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverMessage, markRead } from '../../server/services/member/site-mail.ts';
import { findSession, hashToken } from '../../server/services/accounts/tokens.ts';
import { balanceOf, house, move, providerWalletOf, walletOf } from '../../server/services/money/ledger.ts';
import { fromCents } from '../../server/services/money/money.ts';
import { EVERYTHING, INVALIDATE_CHANNEL } from '../../server/services/live/invalidations.ts';
import { LiveHub } from '../../server/services/live/live-hub.ts';
import { bearer, call, loginDemo, newMember, type TestApp, type Token } from './test-app.ts';
import { closeWithStreams, listeningTestApp, openLive, type OpenStream } from './live-stream.ts';

let t: TestApp;
let base: string;
let demo: Token;
let memberId: number;
const streams: OpenStream[] = [];
const text = (s: string) => ({ zh_cn: s, zh_hk: s, en: s });

async function open(token: string | null = demo.access_token): Promise<OpenStream> {
  const stream = await openLive(base, token);
  streams.push(stream);
  return stream;
}

/** Runs SQL as another writer would (the operator's command line, psql): no server code around it. */
const sql = (statement: string, params: unknown[] = []) => t.database.withConnection((s) => s.rows(statement, params));

beforeAll(async () => {
  ({ t, base } = await listeningTestApp());
  demo = await loginDemo(t.app);
  memberId = (await findSession(t.database.db, hashToken(demo.access_token), new Date()))!.id;
});

afterAll(() => closeWithStreams(t, streams));

describe('GET /api/member/live', () => {
  it('answers a visitor 401 with a message and opens no stream', async () => {
    const stream = await open(null);
    expect(stream.status).toBe(401);
    expect(t.app.live.size).toBe(0);
  });

  it('starts with a snapshot of the balance, the game wallets, the unread count and the switches', async () => {
    const stream = await open();
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    const snapshot = await stream.next('snapshot');
    expect(snapshot.balance).toBe(fromCents(await balanceOf(t.database.db, walletOf(memberId))));
    const me = await call<{ money: string }>(t.app, { method: 'POST', url: '/api/auth/me', headers: bearer(demo) });
    expect(snapshot.balance).toBe(me.body.money);
    const unread = await call<{ unread: number }>(t.app, { method: 'GET', url: '/api/member/message/unread', headers: bearer(demo) });
    expect(snapshot.unread).toBe(unread.body.unread);
    expect(snapshot.switches).toEqual({ is_redbag_open: '1', activity_wheel_is_open: '1' });
    stream.close();
  });

  it('pushes the new centre and game-wallet balances after any ledger movement, once per burst, the last figure last', async () => {
    const stream = await open();
    await stream.next('snapshot');
    const from = stream.events.length;
    await move(t.database.db, { kind: 'bonus', memberId, from: house('bonuses'), to: walletOf(memberId), amountCents: 1234 });
    const after = fromCents(await balanceOf(t.database.db, walletOf(memberId)));
    expect((await stream.next('money', (m) => m.balance === after, { from })).balance).toBe(after);

    const burst = stream.events.length;
    for (let i = 0; i < 10; i += 1) {
      await move(t.database.db, { kind: 'transfer', memberId, from: walletOf(memberId), to: providerWalletOf(memberId, 'rl_slot_lucky8'), amountCents: 100 });
    }
    const wallet = fromCents(await balanceOf(t.database.db, providerWalletOf(memberId, 'rl_slot_lucky8')));
    const last = await stream.next('money', (m) => m.wallets.rl_slot_lucky8 === wallet, { from: burst });
    expect(last.balance).toBe(fromCents(await balanceOf(t.database.db, walletOf(memberId))));
    // Ten movements in a row are read far fewer than ten times (coalesced per member).
    expect(stream.events.slice(burst).filter((e) => e.name === 'money').length).toBeLessThan(10);
    stream.close();
  });

  it('announces the wallet movements only of members with a stream open: a NOTIFY costs every commit on PostgreSQL', async () => {
    const heard: string[] = [];
    const listen = t.database.listen;
    const stop = listen ? await listen(INVALIDATE_CHANNEL, (m) => void heard.push(m)) : t.app.caches.subscribe((m) => void heard.push(m));
    try {
      const quiet = await newMember(t, { balanceCents: 1000 });
      await move(t.database.db, { kind: 'transfer', memberId: quiet.id, from: walletOf(quiet.id), to: providerWalletOf(quiet.id, 'rl_slot_lucky8'), amountCents: 100 });
      const stream = await open();
      await stream.next('snapshot');
      await move(t.database.db, { kind: 'bonus', memberId, from: house('bonuses'), to: walletOf(memberId), amountCents: 100 });
      // NOTIFYs arrive in commit order: once the later one is heard, the earlier one would have been.
      await expect.poll(() => heard.includes(`live:${memberId}:money`)).toBe(true);
      expect(heard.filter((m) => m.startsWith(`live:${quiet.id}:`))).toEqual([]);
      stream.close();
    } finally {
      await stop();
    }
  });

  it('pushes the unread count when a message arrives and when it is read', async () => {
    const stream = await open();
    const { unread } = await stream.next('snapshot');
    const id = await deliverMessage(t.database.db, memberId, text('Hello'), text('<p>Deposit approved</p>'), new Date());
    await stream.next('mail', (m) => m.unread === unread + 1);
    await markRead(t.database.db, memberId, id, new Date());
    await stream.next('mail', (m) => m.unread === unread, { from: stream.events.length });
    stream.close();
  });

  it("pushes the events' switches and new notices to every stream, whoever wrote them", async () => {
    const stream = await open();
    await stream.next('snapshot');
    await sql("UPDATE system_configs SET value = '0' WHERE key = 'is_redbag_open'");
    await stream.next('switches', (s) => s.is_redbag_open === '0' && s.activity_wheel_is_open === '1');
    await sql("UPDATE system_configs SET value = '1' WHERE key = 'is_redbag_open'");
    await stream.next('switches', (s) => s.is_redbag_open === '1');
    await sql(`INSERT INTO notices (kind, content) VALUES ('text', '{"zh_cn":"x","zh_hk":"x","en":"x"}')`);
    await stream.next('notices');
    stream.close();
  });

  it('says when an agent application is decided', async () => {
    const stream = await open();
    await stream.next('snapshot');
    const [row] = await sql("INSERT INTO agent_applications (member_id, reason, created_at) VALUES ($1, 'I run a team of ten', now()) RETURNING id", [memberId]);
    await sql("UPDATE agent_applications SET status = 'rejected', decided_at = now() WHERE id = $1", [(row as { id: number }).id]);
    await stream.next('agent');
    stream.close();
  });

  it('catches up on reconnect: the snapshot holds what changed while no stream was open', async () => {
    const first = await open();
    const before = await first.next('snapshot');
    first.close();
    await expect.poll(() => t.app.live.size).toBe(0);
    await move(t.database.db, { kind: 'bonus', memberId, from: house('bonuses'), to: walletOf(memberId), amountCents: 500 });
    await deliverMessage(t.database.db, memberId, text('Missed'), text('<p>while away</p>'), new Date());
    const again = await open();
    const snapshot = await again.next('snapshot');
    expect(snapshot.balance).toBe(fromCents(await balanceOf(t.database.db, walletOf(memberId))));
    expect(snapshot.balance).not.toBe(before.balance);
    expect(snapshot.unread).toBe(before.unread + 1);
    again.close();
  });

  it('tells the stream of a session that logged out, and ends it; the other session of the member stays', async () => {
    const other = await loginDemo(t.app);
    const leaving = await open(other.access_token);
    const staying = await open();
    await Promise.all([leaving.next('snapshot'), staying.next('snapshot')]);
    const out = await call(t.app, { method: 'POST', url: '/api/auth/logout', headers: bearer(other) });
    expect(out.status).toBe(200);
    await leaving.next('logout');
    await leaving.ended;
    expect(staying.events.some((e) => e.name === 'logout')).toBe(false);
    expect(t.app.live.size).toBe(1);
    staying.close();
  });

  it('closes the connection of a stream it ended, so a shutdown never waits out a keep-alive (72 s) for it', async () => {
    const own = await listeningTestApp();
    try {
      const member = await loginDemo(own.t.app);
      const stream = await openLive(own.base, member.access_token);
      expect(stream.headers.get('connection')).toBe('close');
      await stream.next('snapshot');
      expect((await call(own.t.app, { method: 'POST', url: '/api/auth/logout', headers: bearer(member) })).status).toBe(200);
      await stream.ended;
      const connections = () => new Promise<number>((resolve, reject) => own.t.app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))));
      await expect.poll(connections).toBe(0);
    } finally {
      await own.t.close();
    }
  });

  it('reads everything again for every stream when the bus says it missed messages (its LISTEN connection came back)', async () => {
    const written: string[] = [];
    const hub = new LiveHub({ db: t.database.db, now: () => new Date(), log: (error) => written.push(String(error)), coalesceMs: 1 });
    await hub.open({ memberId, address: '127.0.0.1', tokenHash: hashToken(demo.access_token), write: (chunk) => void written.push(chunk), end: () => undefined, drop: () => undefined, renewAfterMs: 60_000, expiresAt: Infinity });
    expect(written).toHaveLength(1);
    // Committed without the hub hearing of it (as while the connection was down).
    await move(t.database.db, { kind: 'bonus', memberId, from: house('bonuses'), to: walletOf(memberId), amountCents: 99 });
    const balance = fromCents(await balanceOf(t.database.db, walletOf(memberId)));
    hub.heard(EVERYTHING);
    const sent = () => written.slice(1).join('');
    await expect.poll(() => [sent().includes(`"balance":"${balance}"`), /event: mail\n/.test(sent()), /event: switches\n/.test(sent())]).toEqual([true, true, true]);
    hub.closeAll();
  });
});
