import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * The access log: one line per answered request ("request completed" at `info`: method, address with
 * its query redacted, client, status, milliseconds; "request errored" at `error` when the answer
 * failed; README "Operating it"), written when the answer has gone. Fastify's own controller writes a
 * second line on arrival ("incoming request"): pino's lines were a fifth of a cached list's CPU, that
 * line half of it (docs/performance.md). A live stream's line is written when the stream ends. Every
 * other line Fastify writes (errors, routes not found) is its own, unchanged.
 */
export class AnsweredRequestsLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
