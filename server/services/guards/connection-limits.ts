import { wholeFromEnv } from '../../config/whole-from-env.ts';

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

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  requestDeadlineMs: 30_000,
  // Longer than the idle timeout of the usual proxies and load balancers (60 s), so the proxy, not
  // the server, closes an idle connection: otherwise a request sent as the server closes is lost.
  keepAliveMs: 72_000,
  // A lobby tab holds its live stream and a few requests; 256 leaves room for many members
  // behind one office or mobile-carrier address, while 10,000 sockets from one address cannot pass.
  perAddress: 256,
};

/** `REQUEST_DEADLINE_SECONDS`, `KEEP_ALIVE_SECONDS` and `CONNECTIONS_PER_ADDRESS`. */
export function connectionLimitsOf(env: NodeJS.ProcessEnv): ConnectionLimits {
  const d = DEFAULT_CONNECTION_LIMITS;
  return {
    requestDeadlineMs: wholeFromEnv(env, 'REQUEST_DEADLINE_SECONDS', d.requestDeadlineMs / 1000, 1, 3600) * 1000,
    keepAliveMs: wholeFromEnv(env, 'KEEP_ALIVE_SECONDS', d.keepAliveMs / 1000, 1, 3600) * 1000,
    perAddress: wholeFromEnv(env, 'CONNECTIONS_PER_ADDRESS', d.perAddress, 1, 1_000_000),
  };
}
