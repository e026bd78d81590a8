// @vitest-environment node
// A live stream never outlives its session (docs/architecture.md §7): it says `logout` and ends at its token's
// expiry on the server's clock, and ends quietly (the lobby reconnects) when its time is up. Its own
// app: the clock is moved a week on here, which would expire every other test's token.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../../server/db/schema/index.ts';
import { hashToken, issueToken, TOKEN_TTL_SECONDS } from '../../server/services/accounts/tokens.ts';
import { LiveHub } from '../../server/services/live/live-hub.ts';
import { newMember, type TestApp } from './test-app.ts';
import { closeWithStreams, listeningTestApp, openLive, type OpenStream } from './live-stream.ts';

let t: TestApp;
let base: string;
const streams: OpenStream[] = [];

async function open(token: string): Promise<OpenStream> {
  const stream = await openLive(base, token);
  streams.push(stream);
  expect(stream.status).toBe(200);
  return stream;
}

beforeAll(async () => {
  ({ t, base } = await listeningTestApp());
});

afterAll(() => closeWithStreams(t, streams));

describe('the end of a live stream', () => {
  it("says logout and ends at its token's expiry instant on the server's clock; a newer session's stream stays", async () => {
    const m = await newMember(t);
    const [row] = await t.database.db.select({ expiresAt: authTokens.expiresAt }).from(authTokens).where(eq(authTokens.tokenHash, hashToken(m.token.access_token)));
    const expiresAt = row!.expiresAt.getTime();
    // A week less 5 s on: the token has under 5 s left (time enough to open both streams on a busy machine).
    t.advance(TOKEN_TTL_SECONDS - 5);
    const fresh = await issueToken(t.database.db, m.id, t.app.clock());
    const expiring = await open(m.token.access_token);
    const staying = await open(fresh.access_token);
    await Promise.all([expiring.next('snapshot'), staying.next('snapshot')]);

    await expiring.next('logout', undefined, { ms: 8000 });
    // When it came, on the server's clock: not before the expiry, and well before any renewal (30 min).
    const logout = expiring.events.find((e) => e.name === 'logout')!;
    const saidAt = t.app.clock().getTime() - (performance.now() - logout.at);
    expect(saidAt).toBeGreaterThanOrEqual(expiresAt - 5); // timers and the wall clock may differ by a millisecond or two
    expect(saidAt).toBeLessThan(expiresAt + 1000);
    await expiring.ended;
    expect(staying.events.some((e) => e.name === 'logout')).toBe(false);
    expect(t.app.live.size).toBe(1);
    // The expired token is refused a new stream: the lobby's reconnect ends in its 401 logout.
    expect((await openLive(base, m.token.access_token)).status).toBe(401);
  });

  it('ends quietly when its renewal comes before the expiry: no logout (the lobby reconnects)', async () => {
    const m = await newMember(t);
    const written: string[] = [];
    let ended = 0;
    const hub = new LiveHub({ db: t.database.db, now: () => t.app.clock(), log: (error) => written.push(String(error)) });
    const connection = {
      memberId: m.id,
      address: '127.0.0.1',
      tokenHash: hashToken(m.token.access_token),
      write: (chunk: string) => void written.push(chunk),
      end: () => void (ended += 1),
      drop: () => undefined,
      renewAfterMs: 500,
      expiresAt: t.app.clock().getTime() + 60_000,
    };
    await hub.open(connection);
    await expect.poll(() => ended).toBe(1);
    expect(hub.size).toBe(0);
    // The snapshot, unless a busy machine took the whole half second to read it.
    expect(written.map((chunk) => /^event: (\w+)/.exec(chunk)?.[1]).filter((name) => name !== 'snapshot')).toEqual([]);
    hub.closeAll();
  });

  it('says logout at once to a stream whose token expired while it was being opened', async () => {
    const m = await newMember(t);
    const written: string[] = [];
    let ended = 0;
    const hub = new LiveHub({ db: t.database.db, now: () => t.app.clock(), log: (error) => written.push(String(error)) });
    await hub.open({
      memberId: m.id,
      address: '127.0.0.1',
      tokenHash: hashToken(m.token.access_token),
      write: (chunk) => void written.push(chunk),
      end: () => void (ended += 1),
      drop: () => undefined,
      renewAfterMs: 60_000,
      expiresAt: t.app.clock().getTime() - 1,
    });
    expect(ended).toBe(1);
    expect(hub.size).toBe(0);
    expect(written).toEqual(['event: logout\ndata: {}\n\n']);
  });
});
