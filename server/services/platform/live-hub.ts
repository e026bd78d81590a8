import type { LiveEventName, LiveEvents } from '../../../src/contracts/live-types.ts';
import type { Db } from '../../db/client.ts';
import { findSession } from '../accounts/tokens.ts';
import { EVERYTHING, parseInvalidation } from './invalidations.ts';
import { liveMoney, liveSnapshot, liveSwitches, liveUnread } from './live-values.ts';

/** One open stream: a member's session in one browser. */
export interface LiveConnection {
  memberId: number;
  tokenHash: string;
  /** Writes a chunk of the event stream (the connection drops itself when the client stopped reading). */
  write(chunk: string): void;
  end(): void;
  /** Cuts the connection without a proper end. */
  drop(): void;
  /** The stream ends this long (ms) after it opened, and the lobby reconnects: its token is checked again and streams spread over processes. */
  renewAfterMs: number;
  /** When its token expires, on the hub's clock (ms since the epoch): the stream says `logout` and ends then. */
  expiresAt: number;
}

/** What the database announces (server/db/migrations/0032_live_notify.sql); member 0 is everyone. */
type Kind = 'money' | 'mail' | 'agent' | 'session' | 'notices' | 'switches';
const kinds = new Set<string>(['money', 'mail', 'agent', 'session', 'notices', 'switches']);
const EVERYONE = 0;

export interface LiveHubOptions {
  db: Db;
  now: () => Date;
  log: (error: unknown) => void;
  /** Announcements for one member (or everyone) within this window are answered by one read. */
  coalesceMs?: number;
}

/** Formats one Server-Sent Event. */
export const sseEvent = <K extends LiveEventName>(name: K, data: LiveEvents[K]) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The live streams this process holds and what they are told. The database announces a change as
 * `live:<member>:<kind>`; announcements of one member are coalesced, the current value is read once
 * and written to each of the member's streams. One member's reads never overlap, so a later value
 * is never overtaken by an earlier one. A stream whose snapshot is still being read notes what it
 * missed and has it read again once the snapshot is out.
 */
export class LiveHub {
  private readonly byMember = new Map<number, Set<LiveConnection>>();
  private readonly waiting = new Map<LiveConnection, Set<Kind>>();
  private readonly pending = new Map<number, Set<Kind>>();
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private readonly running = new Set<number>();
  /** Each stream's one timer, for its renewal or its token's expiry, whichever comes first. */
  private readonly lifetimes = new Map<LiveConnection, NodeJS.Timeout>();
  private readonly coalesceMs: number;

  constructor(private readonly options: LiveHubOptions) {
    this.coalesceMs = options.coalesceMs ?? 50;
  }

  /** How many streams are open. */
  get size(): number {
    let n = 0;
    for (const set of this.byMember.values()) n += set.size;
    return n;
  }

  /** Adds a stream and sends its snapshot. */
  async open(connection: LiveConnection): Promise<void> {
    let set = this.byMember.get(connection.memberId);
    if (!set) this.byMember.set(connection.memberId, (set = new Set()));
    set.add(connection);
    this.waiting.set(connection, new Set());
    this.live(connection, performance.now() + connection.renewAfterMs);
    try {
      const snapshot = await liveSnapshot(this.options.db, connection.memberId);
      if (!set.has(connection)) return;
      connection.write(sseEvent('snapshot', snapshot));
    } finally {
      const missed = this.waiting.get(connection);
      this.waiting.delete(connection);
      for (const kind of missed ?? []) this.schedule(kind === 'notices' || kind === 'switches' ? EVERYONE : connection.memberId, kind);
    }
  }

  /** Forgets a stream (the client went away, or the hub ended it). */
  remove(connection: LiveConnection): void {
    const set = this.byMember.get(connection.memberId);
    set?.delete(connection);
    if (set?.size === 0) this.byMember.delete(connection.memberId);
    this.waiting.delete(connection);
    clearTimeout(this.lifetimes.get(connection));
    this.lifetimes.delete(connection);
  }

  /** A message of the invalidation bus; only `live:` ones and EVERYTHING (the LISTEN connection came back) concern the hub. */
  heard(message: string): void {
    const { topic, key } = parseInvalidation(message);
    if (topic === EVERYTHING) return this.catchUpAll();
    if (topic !== 'live') return;
    const at = key.indexOf(':');
    const member = Number(key.slice(0, at));
    const kind = key.slice(at + 1);
    if (!Number.isInteger(member) || !kinds.has(kind)) return;
    if (member === EVERYONE ? this.byMember.size > 0 : this.byMember.has(member)) this.schedule(member, kind as Kind);
  }

  /** Heartbeat comments: proxies drop a silent connection. */
  sweep(): void {
    for (const set of [...this.byMember.values()]) for (const connection of [...set]) connection.write(': \n\n');
  }

  /** Cuts a member's streams as a failed network would (dev endpoint: the lobby's reconnect is tested with it); returns how many. */
  drop(memberId: number): number {
    const set = [...(this.byMember.get(memberId) ?? [])];
    for (const connection of set) {
      this.remove(connection);
      connection.drop();
    }
    return set.length;
  }

  /** Ends every stream (the server is closing). */
  closeAll(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.pending.clear();
    for (const set of [...this.byMember.values()]) for (const connection of [...set]) this.end(connection);
  }

  /**
   * Keeps a stream until `renewAt` (performance.now()) or its token's expiry on the hub's clock,
   * whichever comes first: a stream never outlives its session, whatever the lobby does. Both are
   * looked at again when the timer fires: a timer may fire a moment before the clock reads the expiry.
   */
  private live(connection: LiveConnection, renewAt: number): void {
    const toExpiry = connection.expiresAt - this.options.now().getTime();
    if (toExpiry <= 0) {
      connection.write(sseEvent('logout', {}));
      return this.end(connection);
    }
    const toRenewal = renewAt - performance.now();
    if (toRenewal <= 0) return this.end(connection);
    // setTimeout takes at most 2^31-1 ms (about 24.8 days); a longer wait just looks again then.
    const timer = setTimeout(() => this.live(connection, renewAt), Math.min(toExpiry, toRenewal, 2 ** 31 - 1));
    timer.unref();
    this.lifetimes.set(connection, timer);
  }

  private end(connection: LiveConnection): void {
    this.remove(connection);
    connection.end();
  }

  /** Whatever was announced while the LISTEN connection was down is unknown: every stream reads everything again. */
  private catchUpAll(): void {
    for (const member of this.byMember.keys()) for (const kind of ['money', 'mail', 'agent', 'session'] as const) this.schedule(member, kind);
    if (this.byMember.size > 0) for (const kind of ['switches', 'notices'] as const) this.schedule(EVERYONE, kind);
  }

  private schedule(member: number, kind: Kind): void {
    let set = this.pending.get(member);
    if (!set) this.pending.set(member, (set = new Set()));
    set.add(kind);
    if (this.timers.has(member) || this.running.has(member)) return;
    this.timers.set(member, setTimeout(() => void this.flush(member), this.coalesceMs));
  }

  private async flush(member: number): Promise<void> {
    this.timers.delete(member);
    const todo = this.pending.get(member);
    this.pending.delete(member);
    if (!todo) return;
    this.running.add(member);
    try {
      for (const kind of todo) await this.send(member, kind);
    } catch (error) {
      this.options.log(error);
    } finally {
      this.running.delete(member);
      if (this.pending.has(member)) this.timers.set(member, setTimeout(() => void this.flush(member), this.coalesceMs));
    }
  }

  private targets(member: number): LiveConnection[] {
    if (member !== EVERYONE) return [...(this.byMember.get(member) ?? [])];
    return [...this.byMember.values()].flatMap((set) => [...set]);
  }

  /** Reads the value once and writes it to every stream concerned; a stream still waiting for its snapshot notes the kind instead. */
  private async send(member: number, kind: Kind): Promise<void> {
    if (kind === 'session') return this.checkSessions(member);
    const chunk = await this.chunkOf(member, kind);
    for (const connection of this.targets(member)) {
      const missed = this.waiting.get(connection);
      if (missed) missed.add(kind);
      else connection.write(chunk);
    }
  }

  private async chunkOf(member: number, kind: Exclude<Kind, 'session'>): Promise<string> {
    const { db } = this.options;
    switch (kind) {
      case 'money':
        return sseEvent('money', await liveMoney(db, member));
      case 'mail':
        return sseEvent('mail', await liveUnread(db, member));
      case 'switches':
        return sseEvent('switches', await liveSwitches(db));
      default:
        return sseEvent(kind, {});
    }
  }

  /** A token of the member was revoked or the member blocked: the streams whose session ended say so and close. */
  private async checkSessions(member: number): Promise<void> {
    for (const connection of this.targets(member)) {
      const session = await findSession(this.options.db, connection.tokenHash, this.options.now());
      if (session?.status === 'active') continue;
      connection.write(sseEvent('logout', {}));
      this.end(connection);
    }
  }
}
