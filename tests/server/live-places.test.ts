// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client.ts';
import { LiveHub, type LiveConnection } from '../../server/services/live/live-hub.ts';

/** A stream that notes what it was told; the hub's caps need no database until a snapshot is read. */
function stream(memberId: number, address: string): LiveConnection & { told: string[]; ended: boolean } {
  const s = {
    memberId,
    address,
    tokenHash: 'x',
    told: [] as string[],
    ended: false,
    write: (chunk: string) => void s.told.push(chunk.split('\n')[0]!),
    end: () => void (s.ended = true),
    drop: () => undefined,
    renewAfterMs: 60_000,
    expiresAt: Infinity,
  };
  return s;
}

describe('LIVE_STREAMS_PER_MEMBER=1', () => {
  it("a member's new stream takes the place of their one stream, which is told `replaced` and ended", () => {
    const hub = new LiveHub({ db: {} as Db, now: () => new Date(), log: () => undefined, limits: { perMember: 1, perAddress: 2 } });
    const first = stream(7, '192.0.2.1');
    const second = stream(7, '192.0.2.1');
    const third = stream(7, '192.0.2.1');
    expect(hub.add(first, true)).toBeNull();
    expect(hub.add(second, true)).toBeNull();
    expect([first.told, first.ended]).toEqual([['event: replaced'], true]);
    expect([hub.has(first), hub.has(second), hub.size]).toEqual([false, true, 1]);
    // The newest holds the member's one place: asking politely is refused, replacing takes it again.
    expect(hub.refusal(7, '192.0.2.9', false)).toBe('member');
    expect(hub.add(third, true)).toBeNull();
    expect([second.told, hub.has(third), hub.size]).toEqual([['event: replaced'], true, 1]);
    // The address counts one stream, not one for each replaced: another member there gets the second place.
    expect(hub.add(stream(8, '192.0.2.1'), false)).toBeNull();
    expect(hub.add(stream(9, '192.0.2.1'), false)).toBe('address');
    hub.closeAll();
    expect([third.ended, hub.size]).toEqual([true, 0]);
  });
});
