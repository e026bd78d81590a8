// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveEnd, RawLiveEvent } from '../../../../src/api/live';

/** What each call of readLiveStream does: the events it delivers, then how it ends. */
const script: { events: RawLiveEvent[]; end: LiveEnd }[] = [];
const calls: number[] = [];
/** Whether each call may take the place of the member's oldest stream. */
const replaces: boolean[] = [];
vi.mock('../../../../src/api/live', () => ({
  readLiveStream: async (_authorization: string, onEvent: (event: RawLiveEvent) => void, _signal: AbortSignal, replace = true) => {
    calls.push(Date.now());
    replaces.push(replace);
    const step = script.shift() ?? { events: [], end: 'failed' as const };
    step.events.forEach(onEvent);
    return step.end;
  },
}));
const { checkEvent, keepLiveConnection, RETRY_FIRST_MS, RETRY_MAX_MS } = await import('../../../../src/features/live/live-connection');

const snapshot: RawLiveEvent = { name: 'snapshot', data: { balance: '1.00', wallets: {}, balance_version: 1, total_balance: '1.00', breakdown: { centre: '1.00', games: '0.00', yuebao: '0.00' }, unread: 0, switches: { is_redbag_open: '1', activity_wheel_is_open: '1' } } };
const settle = () => vi.advanceTimersByTimeAsync(0);

afterEach(() => {
  script.length = 0;
  calls.length = 0;
  replaces.length = 0;
  vi.useRealTimers();
});

describe('the live connection', () => {
  it('checks each event against its schema and drops unknown or malformed ones', () => {
    expect(checkEvent(snapshot)).toEqual(snapshot);
    expect(checkEvent({ name: 'money', data: { balance: '1.5', wallets: {} } })).toBeNull();
    expect(checkEvent({ name: 'surprise' as 'money', data: {} })).toBeNull();
  });

  it('reconnects at once after a clean end, and with doubling back-off (capped) after failures', async () => {
    vi.useFakeTimers();
    script.push({ events: [snapshot], end: 'closed' }, { events: [], end: 'failed' }, { events: [], end: 'failed' });
    const events: unknown[] = [];
    const stop = keepLiveConnection({ authorization: 'Bearer x', onEvent: (e) => events.push(e), onSessionEnded: () => undefined, random: () => 0.5 });
    await settle();
    expect(calls).toHaveLength(2);
    expect(events).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS - 1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(2 * RETRY_FIRST_MS);
    expect(calls).toHaveLength(4);
    // Many failures later the wait stays at the cap.
    await vi.advanceTimersByTimeAsync(10 * RETRY_MAX_MS);
    const gaps = calls.slice(-3).map((t, i, all) => (i === 0 ? 0 : t - all[i - 1]!)).slice(1);
    expect(gaps).toEqual([RETRY_MAX_MS, RETRY_MAX_MS]);
    stop();
    const after = calls.length;
    await vi.advanceTimersByTimeAsync(2 * RETRY_MAX_MS);
    expect(calls).toHaveLength(after);
  });

  it('stops without a word on a server that has no live stream (404)', async () => {
    vi.useFakeTimers();
    script.push({ events: [], end: 'unsupported' });
    const ended = vi.fn();
    keepLiveConnection({ authorization: 'Bearer x', onEvent: () => undefined, onSessionEnded: ended });
    await vi.advanceTimersByTimeAsync(5 * RETRY_MAX_MS);
    expect(calls).toHaveLength(1);
    expect(ended).not.toHaveBeenCalled();
  });

  it("stops for good on the server's logout and on a 401, and says the session ended", async () => {
    vi.useFakeTimers();
    script.push({ events: [snapshot, { name: 'logout', data: {} }], end: 'closed' });
    const ended = vi.fn();
    keepLiveConnection({ authorization: 'Bearer x', onEvent: () => undefined, onSessionEnded: ended });
    await settle();
    expect(ended).toHaveBeenCalledTimes(1);
    script.push({ events: [], end: 'unauthorized' });
    keepLiveConnection({ authorization: 'Bearer y', onEvent: () => undefined, onSessionEnded: ended });
    await settle();
    expect(ended).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5 * RETRY_MAX_MS);
    expect(calls).toHaveLength(2);
  });

  it('once replaced by a newer browser, waits before reconnecting and from then on asks only for a free place (no two browsers take turns)', async () => {
    vi.useFakeTimers();
    const replaced: RawLiveEvent = { name: 'replaced', data: {} };
    // Replaced; then refused (429, 'failed') while the member is full; then a place is free; then a renewal.
    script.push({ events: [snapshot, replaced], end: 'closed' }, { events: [], end: 'failed' }, { events: [snapshot], end: 'closed' }, { events: [snapshot], end: 'failed' });
    const stop = keepLiveConnection({ authorization: 'Bearer x', onEvent: () => undefined, onSessionEnded: () => undefined, random: () => 0.5 });
    await settle();
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2 * RETRY_FIRST_MS);
    expect(calls).toHaveLength(3);
    // A renewal after a polite stream that got its snapshot: at once, and still polite.
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(4);
    expect(replaces).toEqual([true, false, false, false]);
    stop();
  });

  it('retries a stream the server closed before its snapshot (it could not read one) with back-off, not in a tight loop', async () => {
    vi.useFakeTimers();
    script.push({ events: [], end: 'closed' }, { events: [], end: 'closed' }, { events: [], end: 'closed' });
    const stop = keepLiveConnection({ authorization: 'Bearer x', onEvent: () => undefined, onSessionEnded: () => undefined, random: () => 0.5 });
    await settle();
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2 * RETRY_FIRST_MS - 1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    stop();
  });
});
