/**
 * How long a client may take and how much it may hold open (README, "Configuration"). Without
 * them a client sending its request body one byte at a time keeps a socket forever, and a few
 * thousand such clients use up the process's file descriptors: nobody else gets an answer.
 */
export interface ConnectionLimits {
  /** Time to receive one whole request, headers and body, from its first byte (ms). A reply may then stream for as long as it likes. */
  requestDeadlineMs: number;
  /** How long a keep-alive socket may sit idle between requests (ms). */
  keepAliveMs: number;
  /** Connections one client address may hold open at once (server/plugins/connection-cap.ts). */
  perAddress: number;
}

/** The defaults; `REQUEST_DEADLINE_SECONDS`, `KEEP_ALIVE_SECONDS` and `CONNECTIONS_PER_ADDRESS` set others (server/config/server-env.ts). */
export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  requestDeadlineMs: 30_000,
  // Longer than the idle timeout of the usual proxies and load balancers (60 s), so the proxy, not
  // the server, closes an idle connection: otherwise a request sent as the server closes is lost.
  keepAliveMs: 72_000,
  // A lobby tab holds its live stream and a few requests; 256 leaves room for many members
  // behind one office or mobile-carrier address, while 10,000 sockets from one address cannot pass.
  perAddress: 256,
};
