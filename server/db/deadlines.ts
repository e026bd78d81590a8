/**
 * How long one PostgreSQL wait may last (docs/architecture.md, "Readiness and a database outage").
 * The lobby gives up on a request after 15 s (src/api/http.ts): a database that stopped answering
 * must turn into a 503 before that, never into a request hanging until the TCP stack gives up.
 * A request of one statement waits at most POOL WAIT + QUERY = 15 s, and a busy pool is what makes
 * the wait long: a new connection's own connect is cut at 4 s.
 */
export const pgDeadlines = {
  /** A new connection's connect, for a server that stopped answering on the network (pg `connectionTimeoutMillis`). */
  connectMs: 4000,
  /**
   * Getting a pooled connection, the queue behind busy ones included (pg-pool `connectionTimeoutMillis`).
   * Longer than a connect: a burst of requests queues for the pool's few connections, and each of them
   * waits its turn; a pool held by statements that hang is freed within `queryMs`.
   */
  poolWaitMs: 6000,
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
} as const;
