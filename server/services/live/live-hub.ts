import type { LiveEventName, LiveEvents } from '../../../domain/contracts/live.ts';
import type { Db } from '../../db/client.ts';
import { findSession } from '../accounts/tokens.ts';
import { EVERYTHING, parseInvalidation } from './invalidations.ts';
import { LIVE_STREAMS_PER_ADDRESS, LIVE_STREAMS_PER_MEMBER, type LiveLimits } from './live-limits.ts';
import { LivePlaces, type LiveRefusal } from './live-places.ts';
import { liveMoney, liveSnapshot, liveSwitches, liveUnread } from './live-values.ts';
import { lastNoteId, notesAfter } from '../money/live-notes.ts';
import { fromCents } from '../money/money.ts';

/** One open stream: a member's session in one browser. */
export interface LiveConnection {
  memberId: number;
  tokenHash: string;
  /** The client's address as the rate limits see it (`request.ip`): streams per address are capped. */
  address: string;
  /** Writes a chunk of the event stream (the connection drops itself when the client stopped reading). */
  write(chunk: string): void;
  end(): void;
  /** Cuts the connection without a proper end. */
  drop(): void;
  /** The stream ends this long (ms) after it opened, and the lobby reconnects: its token is checked again and streams spread over processes. */
  renewAfterMs: number;
  /** When its token expires, on the hub's clock (ms since the epoch): the stream says `logout` and ends then. */
  expiresAt: number;
  /**
   * The last note the lobby showed (`notes_after`), or else the member's newest note when the stream
   * was asked for (the route reads it; without, the newest when the snapshot is read): the stream
   * sends the newer ones, after its snapshot.
   */
  notesAfter?: number;
}

/** What the database announces (server/db/migrations/0032_live_notify.sql, 0046_live_money_notes.sql); member 0 is everyone. */
type Kind = 'money' | 'mail' | 'agent' | 'session' | 'notices' | 'switches' | 'withdrawals' | 'feedback' | 'notes';
const kinds = new Set<string>(['money', 'mail', 'agent', 'session', 'notices', 'switches', 'withdrawals', 'feedback', 'notes']);
/** A member's kinds, all read again when announcements may have been missed. */
const MEMBER_KINDS = ['money', 'mail', 'agent', 'session', 'withdrawals', 'feedback', 'notes'] as const;
const EVERYONE = 0;
/** Who a read is for: every stream of the lane's member (or everyone), or only some streams (a new stream's catch-up). */
type Targets = Set<LiveConnection> | 'all';

export interface LiveHubOptions {
  db: Db;
  now: () => Date;
  log: (error: unknown) => void;
  /** The caps of streams per member and per address; the defaults of live-limits.ts unless given. */
  limits?: LiveLimits;
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
 * missed and has it read again, for itself alone, once the snapshot is out. Which streams may be
 * held, per member and per address, is live-places.ts's to say.
 */
export class LiveHub {
  private readonly places: LivePlaces<LiveConnection>;
  private readonly waiting = new Map<LiveConnection, Set<Kind>>();
  private readonly pending = new Map<number, Map<Kind, Targets>>();
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private readonly running = new Set<number>();
  /** Each stream's one timer, for its renewal or its token's expiry, whichever comes first. */
  private readonly lifetimes = new Map<LiveConnection, NodeJS.Timeout>();
  /** Each stream's last note sent: a note goes to a stream once, however often it is read again. */
  private readonly noteCursors = new Map<LiveConnection, number>();
  private readonly coalesceMs: number;

  constructor(private readonly options: LiveHubOptions) {
    this.coalesceMs = options.coalesceMs ?? 50;
    const limits = options.limits ?? { perMember: LIVE_STREAMS_PER_MEMBER, perAddress: LIVE_STREAMS_PER_ADDRESS };
    this.places = new LivePlaces(limits, (oldest) => {
      oldest.write(sseEvent('replaced', {}));
      this.end(oldest);
    });
  }

  /** How many streams are open. */
  get size(): number {
    return this.places.size;
  }

  /**
   * Whether a stream of `memberId` from `address` would be refused now, without taking a place: a
   * flood of refused requests then costs no database work. `add` decides for good.
   */
  refusal(memberId: number, address: string, replace: boolean): LiveRefusal | null {
    return this.places.refusal(memberId, address, replace);
  }

  /**
   * Takes a place for a stream, or says why not; with `replace`, a member who is full gets the place
   * of their oldest stream, which is told `replaced` and ended. Synchronous: the count and the add
   * are one step. The stream gets nothing until `start`.
   */
  add(connection: LiveConnection, replace: boolean): LiveRefusal | null {
    const refused = this.places.add(connection, replace);
    if (!refused) this.waiting.set(connection, new Set());
    return refused;
  }

  /**
   * Sends an added stream its snapshot, then what was announced meanwhile (to it alone). A snapshot
   * that cannot be read ends the stream without one: the lobby reconnects with back-off, rather than
   * holding a silent stream until its renewal. Never throws (the reply is already the stream's).
   */
  async start(connection: LiveConnection): Promise<void> {
    if (!this.has(connection)) return;
    this.live(connection, performance.now() + connection.renewAfterMs);
    try {
      const [snapshot, lastNote] = await Promise.all([liveSnapshot(this.options.db, connection.memberId), lastNoteId(this.options.db, connection.memberId)]);
      if (!this.has(connection)) return;
      // Never past the newest note: a lobby's figure from elsewhere must not hide notes yet to come.
      const after = Math.min(connection.notesAfter ?? lastNote, lastNote);
      this.noteCursors.set(connection, after);
      connection.write(sseEvent('snapshot', snapshot));
      // Notes newer than the stream's start: missed while reconnecting, or made while it opened.
      if (after < lastNote) this.waiting.get(connection)?.add('notes');
    } catch (error) {
      this.options.log(error);
      if (this.has(connection)) this.end(connection);
      return;
    } finally {
      const missed = this.waiting.get(connection);
      this.waiting.delete(connection);
      for (const kind of missed ?? []) this.reread(connection, kind);
    }
  }

  /** Adds a stream (taking the oldest's place if its member is full) and sends its snapshot; false if refused. */
  async open(connection: LiveConnection): Promise<boolean> {
    if (this.add(connection, true)) return false;
    await this.start(connection);
    return true;
  }

  /** Whether the stream is still held. */
  has(connection: LiveConnection): boolean {
    return this.places.holds(connection);
  }

  /** Reads one kind again for one stream alone (its member's other streams are not told twice). */
  reread(connection: LiveConnection, kind: Kind): void {
    if (!this.has(connection)) return;
    this.schedule(kind === 'notices' || kind === 'switches' ? EVERYONE : connection.memberId, kind, connection);
  }

  /** Forgets a stream (the client went away, or the hub ended it). */
  remove(connection: LiveConnection): void {
    this.waiting.delete(connection);
    clearTimeout(this.lifetimes.get(connection));
    this.lifetimes.delete(connection);
    this.noteCursors.delete(connection);
    this.places.remove(connection);
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
    if (member === EVERYONE ? !this.places.empty : this.places.of(member).length > 0) this.schedule(member, kind as Kind);
  }

  /** Heartbeat comments: proxies drop a silent connection. */
  sweep(): void {
    for (const connection of this.places.all()) connection.write(': \n\n');
  }

  /** Cuts a member's streams as a failed network would (dev endpoint: the lobby's reconnect is tested with it); returns how many. */
  drop(memberId: number): number {
    const set = this.places.of(memberId);
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
    for (const connection of this.places.all()) this.end(connection);
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
    for (const member of this.places.members()) for (const kind of MEMBER_KINDS) this.schedule(member, kind);
    if (!this.places.empty) for (const kind of ['switches', 'notices'] as const) this.schedule(EVERYONE, kind);
  }

  /** Notes a kind to read for a lane (a member, or everyone) and who it is for; `only` narrows it to one stream. */
  private schedule(member: number, kind: Kind, only?: LiveConnection): void {
    let todo = this.pending.get(member);
    if (!todo) this.pending.set(member, (todo = new Map()));
    const had = todo.get(kind);
    todo.set(kind, !only || had === 'all' ? 'all' : (had ?? new Set<LiveConnection>()).add(only));
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
      // One kind failing (a read error) must not cost the others of the batch their push.
      for (const [kind, targets] of todo) {
        try {
          await this.send(member, kind, targets);
        } catch (error) {
          this.options.log(error);
        }
      }
    } finally {
      this.running.delete(member);
      if (this.pending.has(member)) this.timers.set(member, setTimeout(() => void this.flush(member), this.coalesceMs));
    }
  }

  private targets(member: number, targets: Targets = 'all'): LiveConnection[] {
    if (targets !== 'all') return [...targets].filter((connection) => this.has(connection));
    return member === EVERYONE ? this.places.all() : this.places.of(member);
  }

  /** Reads the value once and writes it to every stream concerned; a stream still waiting for its snapshot notes the kind instead. */
  private async send(member: number, kind: Kind, targets: Targets): Promise<void> {
    if (kind === 'session') return this.checkSessions(this.targets(member, targets));
    if (kind === 'notes') return this.sendNotes(member, targets);
    if (this.targets(member, targets).length === 0) return;
    const chunk = await this.chunkOf(member, kind);
    // Looked up after the read: a stream opened meanwhile notes the kind and has it read again after its snapshot.
    for (const connection of this.targets(member, targets)) {
      const missed = this.waiting.get(connection);
      if (missed) missed.add(kind);
      else connection.write(chunk);
    }
  }

  /**
   * Sends each stream the member's notes it has not been sent, read once from the oldest cursor.
   * One member's reads never overlap, so a cursor is never moved by two reads at once.
   */
  private async sendNotes(member: number, targets: Targets): Promise<void> {
    const ready: LiveConnection[] = [];
    for (const connection of this.targets(member, targets)) {
      const missed = this.waiting.get(connection);
      if (missed) missed.add('notes');
      else ready.push(connection);
    }
    if (ready.length === 0) return;
    const from = Math.min(...ready.map((connection) => this.noteCursors.get(connection) ?? Number.MAX_SAFE_INTEGER));
    if (from === Number.MAX_SAFE_INTEGER) return;
    const rows = await notesAfter(this.options.db, member, from, this.options.now());
    for (const connection of ready) {
      const cursor = this.noteCursors.get(connection);
      if (cursor === undefined || !this.has(connection)) continue;
      const fresh = rows.filter((row) => row.id > cursor);
      if (fresh.length === 0) continue;
      this.noteCursors.set(connection, fresh[fresh.length - 1]!.id);
      connection.write(sseEvent('notes', { notes: fresh.map((row) => ({ id: row.id, kind: row.kind, amount: fromCents(row.amountCents), name: row.name })) }));
    }
  }

  private async chunkOf(member: number, kind: Exclude<Kind, 'session' | 'notes'>): Promise<string> {
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
  private async checkSessions(connections: LiveConnection[]): Promise<void> {
    for (const connection of connections) {
      const session = await findSession(this.options.db, connection.tokenHash, this.options.now());
      if (session?.status === 'active') continue;
      connection.write(sseEvent('logout', {}));
      this.end(connection);
    }
  }
}
