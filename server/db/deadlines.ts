/**
 * How long one PostgreSQL wait may last (docs/architecture.md, "Readiness and a database outage").
 * The lobby gives up on a request after 15 s (src/api/http.ts): a database that stopped answering
 * must turn into a 503 before that, never into a request hanging until the TCP stack gives up.
 * A request of one statement waits at most CONNECT + QUERY ≈ 13 s.
 */
export const pgDeadlines = {
  /** Waiting for a pooled connection, a new one or a free one (pg-pool `connectionTimeoutMillis`). */
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
} as const;
