/**
 * A small in-process cache with a time to live. PGlite answers one query in about 0.5 ms on one
 * thread, so reads that every page makes (configs, notices, sessions) are served from here and the
 * database sees at most one load per key per TTL. Writes made by this process delete their keys at
 * once; other processes sharing a PostgreSQL database see a change within the TTL.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  private readonly pending = new Map<string, Promise<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 10_000,
  ) {}

  /** The cached value of `key`, or `load()`'s (one load at a time per key). */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.until > this.now()) return hit.value;
    const running = this.pending.get(key);
    if (running) return running;
    const loading = load()
      .then((value) => {
        if (this.entries.size >= this.maxEntries) this.entries.clear();
        this.entries.set(key, { value, until: this.now() + this.ttlMs });
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, loading);
    return loading;
  }

  delete(key: string): void {
    this.entries.delete(key);
    this.pending.delete(key);
  }

  /** Deletes every entry whose value matches (e.g. all sessions of one member). */
  deleteWhere(match: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (match(entry.value)) this.entries.delete(key);
    this.pending.clear();
  }

  clear(): void {
    this.entries.clear();
    this.pending.clear();
  }
}
