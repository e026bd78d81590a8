/**
 * How long one PostgreSQL wait may last (docs/architecture.md, "Readiness and a database outage").
 * The lobby gives up on a request after 15 s (src/api/http.ts): a database that stopped answering
 * must turn into a 503 before that, never into a request hanging until the TCP stack gives up.
 * A new connection's connect is cut at CONNECT, a statement at QUERY. The wait for a pooled connection
 * behind busy ones has no deadline of its own: a burst of requests queues for the pool's few
 * connections and must not be refused for it (1,000 draws at once wait their turn), and in an outage
 * the busy ones are freed within QUERY, after which a new connect fails at once (refused) or within
 * CONNECT (no answer): a one-statement request still ends within QUERY + CONNECT = 13 s.
 */
export const pgDeadlines = {
  /** A new connection's connect, for a server that stopped answering on the network (pg `connectionTimeoutMillis`). */
  connectMs: 4000,
  /**
   * PostgreSQL cancels a statement running longer (`statement_timeout`): the connection stays usable.
   * Migrations lift it for their transaction (server/db/migrate.ts).
   */
  statementMs: 8000,
  /**
   * The client's own backstop for a server that no longer answers at all (`query_timeout`): a little
   * past the statement's, so a living server always cancels first.
   */
  queryMs: 9000,
  /**
   * TCP keepalive's first probe on an idle connection (pg `keepAliveInitialDelayMillis`). Only the
   * first: the kernel's interval and count (75 s × 9 on Linux) then take about 11 minutes to give up on
   * a network that drops packets without a reset, hence the heartbeat below for the LISTEN connection.
   */
  keepAliveDelayMs: 10_000,
  /**
   * The LISTEN connection's heartbeat (server/services/live/listen-heartbeat.ts): a `SELECT 1` on it this
   * long after the last one answered. Only it hears other processes' NOTIFYs and it is otherwise idle,
   * so a silent network would leave readiness saying `listen: ok` while no note arrives.
   */
  heartbeatEveryMs: 2000,
  /**
   * How long that `SELECT 1` may take before the connection counts as lost (ended, then reconnected:
   * the caches empty). Every + deadline = 4 s: a black hole shows in readiness within its 5 s budget;
   * 2 s is far beyond a trivial query's time even on a loaded machine, so a slow moment is not a loss.
   */
  heartbeatDeadlineMs: 2000,
} as const;
