import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { compress, encodingFor, etagOf, notModified, type Encoding } from './conditional-get.ts';

/** One version of a reply (a public list, the lobby's page) with its ETag and its compressed bodies made on first demand. */
export interface CachedReply {
  /** Bytes for JSON, encoded once: a string would be measured and encoded again on every send. */
  body: Buffer | string;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/**
 * A cached reply is sent as bytes, which Fastify does not pass through the route's response schema:
 * `schema` checks the value here instead, once per cache fill, so a drifting reply still fails.
 */
export function toCachedReply(value: unknown, schema?: z.ZodType): CachedReply {
  const body = Buffer.from(JSON.stringify(schema ? schema.parse(value) : value));
  return { body, etag: etagOf(body), encoded: {} };
}

/** Sends a cached reply: 304 when the caller has this version, else its body in the best accepted encoding. */
export function sendCachedReply(request: FastifyRequest, reply: FastifyReply, cached: CachedReply, type = 'application/json; charset=utf-8'): FastifyReply {
  // no-cache: a browser keeps the reply but asks each time; unchanged content costs a 304.
  reply.header('cache-control', 'no-cache').header('etag', cached.etag).header('vary', 'accept-encoding');
  if (notModified(request, cached.etag)) return reply.code(304).send();
  reply.type(type);
  const encoding = encodingFor(request);
  if (!encoding) return reply.send(cached.body);
  cached.encoded[encoding] ??= compress(cached.body, encoding);
  return reply.header('content-encoding', encoding).send(cached.encoded[encoding]);
}

/**
 * A public read served from the content cache as a ready reply: the database is read, the value
 * serialised and its ETag made once per key and cache lifetime (writes clear the cache), not per
 * request. `key` names everything the reply depends on (route, query, language).
 */
export async function replyFromCache<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  load: () => Promise<T>,
  schema?: z.ZodType<T>,
): Promise<FastifyReply> {
  const cached = await app.caches.content.get(`reply:${key}`, async () => toCachedReply(await load(), schema));
  return sendCachedReply(request, reply, cached);
}
