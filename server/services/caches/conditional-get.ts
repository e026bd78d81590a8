import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** A strong ETag of a reply body. */
export const etagOf = (body: string | Buffer): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** True when If-None-Match names this ETag (weak or strong) or is `*`. */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/** The best encoding the caller accepts (no q=0), brotli first. */
export function encodingFor(request: FastifyRequest): Encoding | null {
  const accepted = new Set(
    (request.headers['accept-encoding'] ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}

/** Compresses a body once; callers keep the result with the body it belongs to. */
export function compress(body: string | Buffer, encoding: Encoding): Buffer {
  // Quality 5: most of brotli's gain on JSON at a fraction of the maximum's time on a cache miss.
  return encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body);
}
