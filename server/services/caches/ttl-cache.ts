/**
 * A small in-process cache with a time to live. PGlite answers one query in about 0.5 ms on one
 * thread, so reads that every page makes (configs, notices, sessions) are served from here and the
 * database sees at most one load per key per TTL. Writes delete their keys here at once and, through
 * server/plugins/caches.ts, in the other processes sharing a PostgreSQL database within milliseconds.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  /** Loads under way; one deleted while under way (`stale`) gives its value to its callers but does not keep it. */
  private readonly pending = new Map<string, { loading: Promise<V>; mark: { stale: boolean } }>();

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
    if (running) return running.loading;
    const mark = { stale: false };
    const loading = load()
      .then((value) => {
        // A write invalidated the key while this read was under way: what it read may be older.
        if (mark.stale) return value;
        if (this.entries.size >= this.maxEntries) this.entries.clear();
        this.entries.set(key, { value, until: this.now() + this.ttlMs });
        return value;
      })
      .finally(() => {
        if (this.pending.get(key)?.mark === mark) this.pending.delete(key);
      });
    this.pending.set(key, { loading, mark });
    return loading;
  }

  delete(key: string): void {
    this.entries.delete(key);
    this.forgetPending(this.pending.get(key));
    this.pending.delete(key);
  }

  /** Deletes every entry whose value matches (e.g. all sessions of one member). */
  deleteWhere(match: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (match(entry.value)) this.entries.delete(key);
    this.pending.forEach((record) => this.forgetPending(record));
    this.pending.clear();
  }

  clear(): void {
    this.entries.clear();
    this.pending.forEach((record) => this.forgetPending(record));
    this.pending.clear();
  }

  private forgetPending(record: { mark: { stale: boolean } } | undefined): void {
    if (record) record.mark.stale = true;
  }
}
