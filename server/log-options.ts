import type { FastifyServerOptions } from 'fastify';

type LoggerOption = FastifyServerOptions['logger'];
type Serialised = Record<string, unknown>;
type SerialisedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** The address without its query: query strings carry captcha keys, SMS codes, tickets, signatures. */
export function redactQuery(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const at = url.indexOf('?');
  return at === -1 ? url : `${url.slice(0, at)}?[redacted]`;
}

interface RequestLike {
  method?: string;
  url?: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The access log's view of a request, as Fastify's own but with the query string redacted. */
export function serialiseRequest(request: RequestLike): Serialised {
  return { method: request.method, url: redactQuery(request.url), host: request.hostname, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}

/** What a log may hold of a driver error: its kind, never values (no `detail`: it quotes the row). */
const safeFields = ['code', 'severity', 'constraint', 'table', 'column', 'routine'] as const;

/**
 * An error for the log without the data it carries: Drizzle's failed-query errors repeat the SQL
 * parameters (passwords' hashes, names, the text that made it fail) in their message and fields.
 */
export function serialiseError(error: unknown, depth = 0): SerialisedError {
  if (typeof error !== 'object' || error === null) return { type: typeof error, message: String(error), stack: '' };
  const e = error as Serialised & { message?: unknown; stack?: unknown; cause?: unknown; query?: unknown; params?: unknown };
  const failedQuery = typeof e.query === 'string' && 'params' in e;
  const message = typeof e.message === 'string' ? (failedQuery ? e.message.replace(/\nparams: [\s\S]*$/, '') : e.message) : '';
  // Only the frames: the stack's first lines repeat the message, parameters included.
  const frames = typeof e.stack === 'string' ? e.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  const stack = [message, ...frames].join('\n');
  const out: SerialisedError = { type: (error as Error).constructor?.name ?? 'Error', message, stack };
  if (failedQuery) out.query = e.query;
  for (const field of safeFields) if (e[field] !== undefined) out[field] = e[field];
  if (e.cause !== undefined && depth < 4) out.cause = failedQuery ? causeOfQuery(e.cause) : serialiseError(e.cause, depth + 1);
  return out;
}

/**
 * The database's own error behind a failed query: its kind and where it came from, not its message
 * ("invalid input syntax for type integer: \"<the value>\"" quotes what was sent).
 */
function causeOfQuery(cause: unknown): SerialisedError {
  const full = serialiseError(cause, 4);
  return { ...full, message: `database error ${String(full.code ?? '')}`.trim(), stack: full.stack.split('\n').slice(1).join('\n') };
}

/** The server's logger options with the redacting serialisers; `false` stays silent. */
export function withSafeLogging(logger: LoggerOption): LoggerOption {
  if (!logger) return logger;
  const base = logger === true ? {} : logger;
  return { ...base, serializers: { ...base.serializers, req: serialiseRequest, err: serialiseError } };
}
