// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { get } from 'node:http';
import { deliverMessage } from '../../server/services/member/site-mail.ts';
import { hashToken } from '../../server/services/accounts/tokens.ts';
import { LiveHub } from '../../server/services/live/live-hub.ts';
import { newMember, type TestApp } from './test-app.ts';
import { closeWithStreams, listeningTestApp, openLive, type OpenStream } from './live-stream.ts';

/** Which reads of the live values fail, as a lost database connection or a bad row would make them. */
const failing = { snapshot: false, money: false };
vi.mock('../../server/services/live/live-values.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/services/live/live-values.ts')>();
  return {
    ...real,
    liveSnapshot: async (...args: Parameters<typeof real.liveSnapshot>) => {
      if (failing.snapshot) throw new Error('snapshot read failed (test)');
      return real.liveSnapshot(...args);
    },
    liveMoney: async (...args: Parameters<typeof real.liveMoney>) => {
      if (failing.money) throw new Error('money read failed (test)');
      return real.liveMoney(...args);
    },
  };
});

/** Holds `markListening` (the database being slow) while set; counts its calls. */
const listening = { gate: null as Promise<void> | null, calls: 0 };
vi.mock('../../server/services/live/live-listeners.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/services/live/live-listeners.ts')>();
  return {
    ...real,
    markListening: async (...args: Parameters<typeof real.markListening>) => {
      listening.calls += 1;
      await listening.gate;
      return real.markListening(...args);
    },
  };
});

let t: TestApp;
let base: string;
const streams: OpenStream[] = [];
const text = (s: string) => ({ zh_cn: s, zh_hk: s, en: s });

beforeAll(async () => {
  ({ t, base } = await listeningTestApp());
});

afterAll(() => closeWithStreams(t, streams));

describe('live streams when a read fails', () => {
  it('holds no place for a client that went away while the database was slow to open its stream', async () => {
    const m = await newMember(t);
    let release = () => undefined as void;
    listening.gate = new Promise<void>((resolve) => (release = resolve));
    const calls = listening.calls;
    // node:http rather than fetch: destroying its request surely closes the socket.
    const request = get(`${base}/api/member/live`, { headers: { authorization: `Bearer ${m.token.access_token}` } });
    request.on('error', () => undefined);
    try {
      await expect.poll(() => listening.calls).toBe(calls + 1);
      request.destroy();
      const connections = () => new Promise<number>((resolve, reject) => t.app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))));
      await expect.poll(connections).toBe(0);
    } finally {
      listening.gate = null;
      release();
    }
    // The gone client's handler goes on once released. A stream opened after it runs the same steps
    // behind it: once that one has its snapshot, the gone one was added or not (before: added for good).
    const later = await openLive(base, m.token.access_token);
    streams.push(later);
    await later.next('snapshot');
    expect(t.app.live.size).toBe(1);
    later.close();
    await expect.poll(() => t.app.live.size).toBe(0);
  });

  it('ends a stream at once, without a snapshot, when its snapshot cannot be read (the lobby reconnects with back-off)', async () => {
    const m = await newMember(t);
    failing.snapshot = true;
    try {
      const stream = await openLive(base, m.token.access_token);
      streams.push(stream);
      expect(stream.status).toBe(200);
      let ended = false;
      void stream.ended.then(() => (ended = true));
      // Promptly: before, it stayed open and silent until its renewal, 30 to 40 minutes later.
      await expect.poll(() => ended, { timeout: 5000 }).toBe(true);
      expect(stream.events).toEqual([]);
      await expect.poll(() => t.app.live.size).toBe(0);
    } finally {
      failing.snapshot = false;
    }
    // The database back, the next stream gets its snapshot.
    const again = await openLive(base, m.token.access_token);
    streams.push(again);
    await again.next('snapshot');
    again.close();
  });

  it('still delivers the other kinds of a batch when one kind cannot be read', async () => {
    const m = await newMember(t);
    const errors: unknown[] = [];
    const written: string[] = [];
    // A wide window, so both announcements below are one batch; money first, so its failure would cut mail off.
    const hub = new LiveHub({ db: t.database.db, now: () => new Date(), log: (error) => errors.push(error), coalesceMs: 200 });
    const connection = {
      memberId: m.id,
      address: '127.0.0.1',
      tokenHash: hashToken(m.token.access_token),
      write: (chunk: string) => void written.push(chunk),
      end: () => undefined,
      drop: () => undefined,
      renewAfterMs: 60_000,
      expiresAt: Infinity,
    };
    await hub.open(connection);
    expect(written.join('')).toMatch(/^event: snapshot\n/);
    await deliverMessage(t.database.db, m.id, text('Hello'), text('<p>while money fails</p>'), new Date());
    failing.money = true;
    try {
      hub.heard(`live:${m.id}:money`);
      hub.heard(`live:${m.id}:mail`);
      await expect.poll(() => written.some((chunk) => chunk.startsWith('event: mail\n') && chunk.includes('"unread":1'))).toBe(true);
      expect(errors.map(String)).toEqual(['Error: money read failed (test)']);
      expect(written.some((chunk) => chunk.startsWith('event: money\n'))).toBe(false);
    } finally {
      failing.money = false;
      hub.closeAll();
    }
  });
});
