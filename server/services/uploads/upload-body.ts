import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Worker } from 'node:worker_threads';
import { IMAGE_MAX_BASE64 } from '../../../domain/contracts/image-upload.ts';
import { AppError } from '../../errors.ts';
import { MAX_JSON_DEPTH } from '../guards/json-nesting.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The image field of an upload body, taken out of `body` and decoded off the event loop. */
    upload: UploadField | null;
  }
}

/** What became of the image field: absent, decoded bytes, or why it could not be read. */
export type UploadField = { bytes: Buffer } | { issue: 'format' | 'tooLarge' };

type Reply = { id: number; ok: boolean; tooDeep?: boolean; body?: unknown; image?: ArrayBuffer; issue?: 'format' | 'tooLarge' };
type Pending = { resolve: (reply: Reply) => void; reject: (error: Error) => void };

/** One worker for every upload of the process (two cores: one for the event loop, one for this). */
let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 0;

function workerThread(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./upload-worker.mjs', import.meta.url));
  // An idle worker must not keep a finished process (a test run, a closed server) alive; a busy one
  // must, or a caller awaiting its answer could see the process end under it.
  started.unref();
  started.on('message', (reply: Reply) => {
    pending.get(reply.id)?.resolve(reply);
    pending.delete(reply.id);
    if (pending.size === 0) started.unref();
  });
  const fail = (error: Error) => {
    if (worker === started) worker = null;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`upload worker exited with ${code}`)));
  worker = started;
  return started;
}

function parseInWorker(raw: Buffer, field: string): Promise<Reply> {
  const id = (nextId += 1);
  // A body of several chunks is a Buffer of its own, handed over as it is; a small one may sit in
  // Node's shared pool and is copied (cheap at that size).
  const owned = raw.byteOffset === 0 && raw.buffer.byteLength === raw.length && raw.buffer instanceof ArrayBuffer;
  const buffer = owned ? (raw.buffer as ArrayBuffer) : (raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.length) as ArrayBuffer);
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const thread = workerThread();
    thread.ref();
    thread.postMessage({ id, buffer, field, maxBase64: IMAGE_MAX_BASE64, maxDepth: MAX_JSON_DEPTH }, [buffer]);
  });
}

/**
 * JSON bodies of the routes of `app` (register it in a plugin of the upload route alone) parsed in
 * the upload worker: `field` leaves the body and arrives decoded in `request.upload`, the rest is
 * validated by the route's schema as usual.
 */
export function parseUploadBodies(app: FastifyInstance, field: string, bodyLimit: number): void {
  app.decorateRequest('upload', null);
  // In place of the app's parser (plugins/json-depth.ts), whose depth check the worker makes too.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit }, async (request: FastifyRequest, raw: Buffer) => {
    const reply = await parseInWorker(raw, field);
    if (reply.tooDeep) throw new AppError(400, 'json_too_deep', { limit: MAX_JSON_DEPTH });
    if (!reply.ok) throw new AppError(400, 'bad_request');
    if (reply.image) request.upload = { bytes: Buffer.from(reply.image) };
    else if (reply.issue) request.upload = { issue: reply.issue };
    return reply.body;
  });
}
