import { and, eq, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { runNamed, type NamedStatement } from '../db/named-statement.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { AppError } from '../errors.ts';
import { EVERYTHING } from '../services/live/invalidations.ts';
import { AnswerWaiters } from './answer-waiters.ts';
import { memberOf } from './member.ts';
import { requestHashOf } from './request-hash.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request holds an Idempotency-Key: its answer is stored when it is sent. */
    idempotency: { memberId: number; key: string } | null;
  }
  interface FastifyInstance {
    /** Duplicates waiting for a first request's answer in this process. */
    answerWaiters: AnswerWaiters;
  }
}

/**
 * Stored answers are replayed this long; after it the key is spent: refused (422), never run again,
 * because the ledger keeps the key of the money it moved for good (README, "Money and the operator").
 */
export const IDEMPOTENCY_KEY_HOURS = 24;
/** A duplicate waits this long for the first request's answer, then gets 409. */
const WAIT_MS = 10_000;
/** A claim with no answer after this long belongs to a request that died (crash, lost connection). */
const ABANDONED_MS = 60_000;
/** Printable ASCII, as clients (UUIDs, Stripe-style keys) send it. */
const keyPattern = /^[\x21-\x7e]{1,200}$/;

// The claim and the answer run on every keyed call (a transfer's other two statements): prepared
// once per connection (server/db/named-statement.ts).
const claimKey: NamedStatement = {
  name: 'idempotency_claim',
  text: `INSERT INTO idempotency_keys (member_id, key, request, request_hash, created_at) VALUES ($1, $2, $3, $4, $5::timestamptz)
    ON CONFLICT (member_id, key) DO NOTHING RETURNING key`,
};
const storeAnswer: NamedStatement = {
  name: 'idempotency_answer',
  text: 'UPDATE idempotency_keys SET status_code = $3, body = $4 WHERE member_id = $1 AND key = $2 RETURNING waited',
};

const byKey = (memberId: number, key: string) => and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key));
/** What is announced to every process when a key's answer is stored or the key let go. */
const answeredMessage = (memberId: number, key: string) => `idempotency:${memberId}:${key}`;

/**
 * preHandler (after `requireMember`) of member calls that move money: a request sent again with the
 * same `Idempotency-Key` header gets the first answer replayed, also while the first still runs
 * (the duplicate waits for it, woken by the announcement of its answer, not by asking the database
 * over and over), so a double click or a retry on a lost reply changes nothing twice.
 * The key stands for one request: sent with another method or path, or the same path with another
 * body (a hash of method, path, member and parsed body is stored with it), it is refused with 422,
 * never answered with the first request's reply. Only successful answers are kept: after a failure
 * the key is free for a new try. A successful answer is replayed for IDEMPOTENCY_KEY_HOURS; after
 * that the key is spent and refused with 422, never claimed again.
 */
export async function idempotent(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !keyPattern.test(key)) throw new AppError(422, 'invalid_field', { field: 'Idempotency-Key' });
  const memberId = memberOf(request).id;
  const path = request.url.split('?')[0]!;
  const target = `${request.method} ${path}`;
  const requestHash = requestHashOf({ method: request.method, path, memberId, body: request.body });
  const db = this.db.db;
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    // Listening before the row is read: an answer stored right after the read still wakes us.
    const waiter = this.answerWaiters.listen(answeredMessage(memberId, key));
    try {
      const now = this.clock();
      const claimed = await runNamed(db, claimKey, [memberId, key, target, requestHash, now.toISOString()]);
      if (claimed.length > 0) {
        request.idempotency = { memberId, key };
        return undefined;
      }
      // Read and marked waited in one statement: the first request announces its answer only then.
      const [row] = await db.update(idempotencyKeys).set({ waited: true }).where(byKey(memberId, key)).returning();
      // Gone: the first request failed and let the key go; claim it on the next turn.
      if (!row) continue;
      if (row.request !== target) throw new AppError(422, 'idempotency_key_reused');
      // Null on a row stored before the hash was (a deploy within the key's day): path checked only.
      if (row.requestHash !== null && row.requestHash !== requestHash) throw new AppError(422, 'idempotency_key_other_body');
      if (row.statusCode !== null) {
        // Past its hours (the sweep drops the stored answer then): spent, as the ledger's key is.
        const kept = row.body !== null && now.getTime() - row.createdAt.getTime() <= IDEMPOTENCY_KEY_HOURS * 3600_000;
        if (!kept) throw new AppError(422, 'idempotency_key_spent');
        return reply.code(row.statusCode).header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(row.body);
      }
      const abandonedIn = ABANDONED_MS - (now.getTime() - row.createdAt.getTime());
      if (abandonedIn < 0) {
        await db.delete(idempotencyKeys).where(and(byKey(memberId, key), isNull(idempotencyKeys.statusCode), eq(idempotencyKeys.createdAt, row.createdAt)));
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new AppError(409, 'idempotency_in_progress');
      // Woken by the first request's answer (or its failure); else once more at the deadline.
      await waiter.until(Math.min(left, abandonedIn + 1));
    } finally {
      waiter.cancel();
    }
  }
}

/** Stores the answer of a request that claimed a key (a success), or lets the key go (a failure). */
function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotency', null);
  const waiters = new AnswerWaiters();
  app.decorate('answerWaiters', waiters);
  const unsubscribe = app.caches.subscribe((message) => {
    if (message === EVERYTHING) waiters.wakeAll();
    else if (message.startsWith('idempotency:')) waiters.wake(message);
  });
  app.addHook('onClose', async () => unsubscribe());
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = null;
    const stored =
      reply.statusCode < 400 && typeof payload === 'string'
        ? await runNamed<{ waited: boolean }>(app.db.db, storeAnswer, [claim.memberId, claim.key, reply.statusCode, payload])
        : await app.db.db.delete(idempotencyKeys).where(byKey(claim.memberId, claim.key)).returning({ waited: idempotencyKeys.waited });
    // Told to every process only when a duplicate said it waits (no NOTIFY on the common path).
    if (stored[0]?.waited) app.caches.announce(answeredMessage(claim.memberId, claim.key));
    return payload;
  });
}

/**
 * The ledger's own key for the movement a keyed request makes: a second guard under the stored
 * answer, so that even a claim given up as abandoned cannot move the money twice.
 */
export function ledgerKeyOf(request: FastifyRequest, part = ''): string | undefined {
  const claim = request.idempotency;
  return claim ? `http:${claim.memberId}:${request.routeOptions.url ?? ''}:${claim.key}${part ? `:${part}` : ''}` : undefined;
}

/**
 * Idempotency-Key answers: woken through `app.caches`, keyed by `request.member`. Its onSend runs
 * before the security headers' (registered after it), as it always has.
 */
export const idempotencyPlugin = fp(async (app) => registerIdempotency(app), {
  name: 'lobby-idempotency',
  fastify: '5.x',
  dependencies: ['lobby-caches', 'lobby-member'],
  decorators: { fastify: ['db', 'clock'] },
});
