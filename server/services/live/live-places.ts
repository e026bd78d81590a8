import type { LiveLimits } from './live-limits.ts';

/** What the caps look at in a stream: whose it is and where it comes from (`request.ip`). */
export interface Placed {
  memberId: number;
  address: string;
}

/** Why a stream was refused: its member or its address holds as many as it may. */
export type LiveRefusal = 'member' | 'address';

/**
 * The places of this process's live streams, per member and per client address (README.md,
 * "Configuration"). A member holds at most `limits.perMember` streams: a new one takes the place of
 * the oldest, which `replaced` is given to tell and end (the lobby then only asks politely,
 * `replace: false`, and is refused while the member is full, so two browsers never take turns
 * forever). An address holds at most `limits.perAddress` streams over all members; past it a stream
 * is refused. Counting and adding happen in one synchronous step, so concurrent requests cannot all
 * pass the check.
 */
export class LivePlaces<C extends Placed> {
  private readonly byMember = new Map<number, Set<C>>();
  private readonly byAddress = new Map<string, number>();

  constructor(
    private readonly limits: LiveLimits,
    /** Tells a stream that lost its place to a newer one of its member, and ends it; it is already no longer held. */
    private readonly replaced: (oldest: C) => void,
  ) {}

  /** How many streams are held. */
  get size(): number {
    let n = 0;
    for (const set of this.byMember.values()) n += set.size;
    return n;
  }

  /** Whether any stream is held. */
  get empty(): boolean {
    return this.byMember.size === 0;
  }

  /** The members holding a stream. */
  members(): IterableIterator<number> {
    return this.byMember.keys();
  }

  /** A member's streams, oldest first (a copy: the caller may end them). */
  of(memberId: number): C[] {
    return [...(this.byMember.get(memberId) ?? [])];
  }

  /** Every stream held (a copy). */
  all(): C[] {
    return [...this.byMember.values()].flatMap((set) => [...set]);
  }

  /** Whether the stream holds a place. */
  holds(connection: C): boolean {
    return this.byMember.get(connection.memberId)?.has(connection) ?? false;
  }

  /** Whether a stream of `memberId` from `address` would be refused now, without taking a place. */
  refusal(memberId: number, address: string, replace: boolean): LiveRefusal | null {
    const mine = this.byMember.get(memberId);
    const memberFull = (mine?.size ?? 0) >= this.limits.perMember;
    if (memberFull && !replace) return 'member';
    const oldest = memberFull ? mine?.values().next().value : undefined;
    const freed = oldest?.address === address ? 1 : 0;
    return (this.byAddress.get(address) ?? 0) - freed >= this.limits.perAddress ? 'address' : null;
  }

  /**
   * Takes a place for a stream, or says why not; with `replace`, a member who is full gets the place
   * of their oldest stream, which is handed to `replaced`. Synchronous: the count and the add are one step.
   */
  add(connection: C, replace: boolean): LiveRefusal | null {
    const refused = this.refusal(connection.memberId, connection.address, replace);
    if (refused) return refused;
    let set = this.byMember.get(connection.memberId);
    if (!set) this.byMember.set(connection.memberId, (set = new Set()));
    // A Set iterates in insertion order: the first is the oldest.
    for (const oldest of set) {
      if (set.size < this.limits.perMember) break;
      this.remove(oldest);
      this.replaced(oldest);
    }
    // The member's set may have been emptied and dropped above (a cap of 1): hold it again.
    this.byMember.set(connection.memberId, set.add(connection));
    this.byAddress.set(connection.address, (this.byAddress.get(connection.address) ?? 0) + 1);
    return null;
  }

  /** Gives a stream's place up; false if it held none. */
  remove(connection: C): boolean {
    const set = this.byMember.get(connection.memberId);
    if (!set?.delete(connection)) return false;
    if (set.size === 0) this.byMember.delete(connection.memberId);
    const left = (this.byAddress.get(connection.address) ?? 1) - 1;
    if (left > 0) this.byAddress.set(connection.address, left);
    else this.byAddress.delete(connection.address);
    return true;
  }
}
