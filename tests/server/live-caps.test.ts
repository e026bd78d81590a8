// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartRefused } from '../../server/stand-ins/stand-in-switches.ts';
import { LIVE_STREAMS_PER_ADDRESS, LIVE_STREAMS_PER_MEMBER } from '../../server/services/live/live-limits.ts';
import { liveLimits } from '../../server/config/settings-of.ts';
import { newMember, type TestApp } from './test-app.ts';
import { closeWithStreams, listeningTestApp, openLive, type OpenStream } from './live-stream.ts';

// Small caps, so a test reaches them with a handful of streams (read as the app is built).
const PER_MEMBER = 3;
const PER_ADDRESS = 7;
const saved = { member: process.env.LIVE_STREAMS_PER_MEMBER, address: process.env.LIVE_STREAMS_PER_ADDRESS };

let t: TestApp;
let base: string;
const streams: OpenStream[] = [];

async function open(token: string, options: { replace?: boolean } = {}): Promise<OpenStream> {
  const stream = await openLive(base, token, options);
  streams.push(stream);
  return stream;
}

const names = (stream: OpenStream) => stream.events.map((e) => e.name);

/** Closes every stream of the test and waits until the server let go of them, so the next test starts with free places. */
async function closeAll(): Promise<void> {
  for (const stream of streams.splice(0)) stream.close();
  await expect.poll(() => t.app.live.size).toBe(0);
}

beforeAll(async () => {
  process.env.LIVE_STREAMS_PER_MEMBER = String(PER_MEMBER);
  process.env.LIVE_STREAMS_PER_ADDRESS = String(PER_ADDRESS);
  ({ t, base } = await listeningTestApp());
});

afterAll(async () => {
  await closeWithStreams(t, streams);
  for (const [name, value] of [['LIVE_STREAMS_PER_MEMBER', saved.member], ['LIVE_STREAMS_PER_ADDRESS', saved.address]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('caps of live streams', () => {
  it("keeps a member's newest streams up to the cap: of cap + 10 the older ones are told `replaced` and end; no stream hears a push for each new one", async () => {
    const m = await newMember(t, { balanceCents: 500 });
    const token = m.token.access_token;
    // The first streams one by one, each past its own re-read of the money a second after it opened.
    const first: OpenStream[] = [];
    for (let i = 0; i < PER_MEMBER; i += 1) {
      const stream = await open(token);
      await stream.next('snapshot');
      await stream.next('money', undefined, { ms: 5000 });
      first.push(stream);
    }
    // The first stream heard its own re-read and nothing for the two streams opened after it.
    expect(names(first[0]!)).toEqual(['snapshot', 'money']);
    expect(t.app.live.size).toBe(PER_MEMBER);

    const extra: OpenStream[] = [];
    for (let i = 0; i < 10; i += 1) {
      const stream = await open(token);
      expect(stream.status).toBe(200);
      await stream.next('snapshot');
      extra.push(stream);
    }
    const all = [...first, ...extra];
    const kept = all.slice(-PER_MEMBER);
    const replaced = all.slice(0, -PER_MEMBER);
    for (const stream of replaced) {
      await stream.ended;
      expect(names(stream).at(-1)).toBe('replaced');
    }
    expect(t.app.live.size).toBe(PER_MEMBER);
    for (const stream of kept) expect(names(stream)).not.toContain('replaced');
    // Every kept stream hears its own re-read; the last one's comes last, after all the others'.
    await Promise.all(kept.map((stream) => stream.next('money', undefined, { ms: 5000 })));
    for (const stream of kept) expect(names(stream).filter((n) => n === 'money')).toHaveLength(1);
    await closeAll();
  });

  it('refuses a stream that asks only for a free place (the lobby once replaced) with 429 and a message in the caller’s language', async () => {
    const m = await newMember(t);
    const token = m.token.access_token;
    const held = await Promise.all(Array.from({ length: PER_MEMBER }, () => open(token)));
    await Promise.all(held.map((stream) => stream.next('snapshot')));
    const polite = await fetch(`${base}/api/member/live?replace=0&lang=en`, { headers: { authorization: `Bearer ${token}` } });
    expect(polite.status).toBe(429);
    expect(polite.headers.get('retry-after')).toBe('30');
    expect(((await polite.json()) as { message: string }).message).toBe(
      `This account already has ${PER_MEMBER} live connections open; close the lobby in another browser or try again later`,
    );
    const zh = await fetch(`${base}/api/member/live?replace=0&lang=zh_cn`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await zh.json()) as { message: string }).message).toBe(`该账号已打开 ${PER_MEMBER} 个实时连接，请关闭其他浏览器中的大厅或稍后再试`);
    // Nothing changed: the held streams are all still open and none was told to go.
    expect(t.app.live.size).toBe(PER_MEMBER);
    for (const stream of held) expect(names(stream)).toEqual(['snapshot']);
    await closeAll();
  });

  it('gives exactly the cap to a burst of 200 streams of one member: polite ones beyond it get 429, replacing ones leave the newest cap', async () => {
    const m = await newMember(t);
    const token = m.token.access_token;
    const polite = await Promise.all(Array.from({ length: 200 }, () => open(token, { replace: false })));
    expect(polite.filter((s) => s.status === 200)).toHaveLength(PER_MEMBER);
    expect(polite.filter((s) => s.status === 429)).toHaveLength(200 - PER_MEMBER);
    expect(t.app.live.size).toBe(PER_MEMBER);
    await closeAll();

    const replacing = await Promise.all(Array.from({ length: 200 }, () => open(token)));
    expect(replacing.filter((s) => s.status === 200)).toHaveLength(200);
    await expect.poll(() => replacing.filter((s) => s.events.at(-1)?.name === 'replaced').length, { timeout: 10_000 }).toBe(200 - PER_MEMBER);
    expect(t.app.live.size).toBe(PER_MEMBER);
    await closeAll();
  });

  it('caps the streams of one address over all members with 429; a member at their own cap still takes their oldest stream’s place', async () => {
    const a = await newMember(t);
    const b = await newMember(t);
    const c = await newMember(t);
    const d = await newMember(t);
    // a's one by one, so the first is a's oldest (the headers come once a stream has its place).
    const held: OpenStream[] = [];
    for (let i = 0; i < PER_MEMBER; i += 1) held.push(await open(a.token.access_token));
    held.push(...(await Promise.all(Array.from({ length: PER_MEMBER }, () => open(b.token.access_token)))), await open(c.token.access_token));
    expect(held.map((s) => s.status)).toEqual(Array(PER_ADDRESS).fill(200));
    await Promise.all(held.map((stream) => stream.next('snapshot')));
    expect(t.app.live.size).toBe(PER_ADDRESS);

    const refused = await fetch(`${base}/api/member/live?lang=en`, { headers: { authorization: `Bearer ${d.token.access_token}` } });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(`Too many live connections from this network (at most ${PER_ADDRESS}); please try again later`);
    expect(t.app.live.size).toBe(PER_ADDRESS);

    // a's newest takes the place of a's oldest, from the same address: the address count stays at its cap.
    const again = await open(a.token.access_token);
    expect(again.status).toBe(200);
    await again.next('snapshot');
    await held[0]!.ended;
    expect(names(held[0]!).at(-1)).toBe('replaced');
    expect(t.app.live.size).toBe(PER_ADDRESS);
    await closeAll();
  });
});

describe('the caps from the environment', () => {
  it('defaults when unset or empty, takes a whole number from 1, and stops the start on anything else', () => {
    expect(liveLimits({})).toEqual({ perMember: LIVE_STREAMS_PER_MEMBER, perAddress: LIVE_STREAMS_PER_ADDRESS });
    expect(liveLimits({ LIVE_STREAMS_PER_MEMBER: '', LIVE_STREAMS_PER_ADDRESS: '50' })).toEqual({ perMember: LIVE_STREAMS_PER_MEMBER, perAddress: 50 });
    for (const garbage of ['0', '-1', '2.5', '5x', ' 5', 'abc', '1e3', '0x10', '99999999999']) {
      // The sentence server/index.ts prints alone (StartRefused), not a crash with a stack.
      expect(() => liveLimits({ LIVE_STREAMS_PER_MEMBER: garbage })).toThrow(StartRefused);
      expect(() => liveLimits({ LIVE_STREAMS_PER_MEMBER: garbage })).toThrow(`LIVE_STREAMS_PER_MEMBER=${garbage} is not understood: set a whole number from 1 to 999999999`);
      expect(() => liveLimits({ LIVE_STREAMS_PER_ADDRESS: garbage })).toThrow(`LIVE_STREAMS_PER_ADDRESS=${garbage} is not understood: set a whole number from 1 to 999999999`);
    }
  });
});
