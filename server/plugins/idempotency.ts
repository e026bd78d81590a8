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
import type { KeyToClaim } from '../services/money/keyed-post.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request holds an Idempotency-Key: its answer is stored when it is sent. */
    idempotency: { memberId: number; key: string } | null;
    /**
     * Set instead of a claim on routes whose movement claims the key itself, in its own statement
     * (`claimInMovement`, `settleClaim`): what that statement claims.
     */
    pendingClaim: KeyToClaim | null;
  }
  interface FastifyContextConfig {
    /**
     * The route claims its Idempotency-Key in the statement that moves the money
     * (services/money/keyed-post.ts) through `settleClaim`, one round trip fewer; `idempotent` then
     * only checks the key and leaves the claim in `request.pendingClaim`.
     */
    claimInMovement?: boolean;
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
  const claim = keyToClaimOf(request);
  if (!claim) return undefined;
  if (request.routeOptions.config.claimInMovement) {
    request.pendingClaim = claim;
    return undefined;
  }
  const db = this.db.db;
  const settled = await settleClaim(this, request, reply, claim, async (now) =>
    (await runNamed(db, claimKey, [claim.memberId, claim.key, claim.target, claim.requestHash, now.toISOString()])).length > 0 ? true : null,
  );
  return 'replied' in settled ? settled.replied : undefined;
}

/** What a request's Idempotency-Key claims, or null without one; 422 for a malformed key. */
function keyToClaimOf(request: FastifyRequest): KeyToClaim | null {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !keyPattern.test(key)) throw new AppError(422, 'invalid_field', { field: 'Idempotency-Key' });
  const memberId = memberOf(request).id;
  const path = request.url.split('?')[0]!;
  const requestHash = requestHashOf({ method: request.method, path, memberId, body: request.body });
  return { memberId, key, target: `${request.method} ${path}`, requestHash };
}

/**
 * Claims `claim` with `tryClaim(now)`, which claims the key (in whatever statement; null: the key
 * is another request's) and returns what it did: `{ claimed }`, and `request.idempotency` set, so
 * the answer is stored when sent. A key another request holds is settled as a duplicate: its stored
 * answer replayed (`{ replied }`, already sent), a wait for it, or a refusal (422 for another body or
 * path or a spent key, 409 when the first is still busy after WAIT_MS); a key its first request let
 * go, or gave up as abandoned, is claimed again. `claim` null (no key): `tryClaim` runs once.
 */
export async function settleClaim<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  claim: KeyToClaim | null,
  tryClaim: (now: Date) => Promise<T | null>,
): Promise<{ claimed: T } | { replied: FastifyReply }> {
  if (!claim) {
    const claimed = await tryClaim(app.clock());
    if (claimed === null) throw new Error('settleClaim: nothing to claim, yet the claim was refused');
    return { claimed };
  }
  const { memberId, key, target, requestHash } = claim;
  const db = app.db.db;
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    // Listening before the row is read: an answer stored right after the read still wakes us.
    const waiter = app.answerWaiters.listen(answeredMessage(memberId, key));
    try {
      const now = app.clock();
      const claimed = await tryClaim(now);
      if (claimed !== null) {
        request.idempotency = { memberId, key };
        return { claimed };
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
        return { replied: reply.code(row.statusCode).header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(row.body) };
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
  app.decorateRequest('pendingClaim', null);
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
 * The request's answer was stored by its movement's own statement (services/money/keyed-answer.ts):
 * nothing is stored when it is sent, and a duplicate that said it waits is told.
 */
export function answerStoredInMovement(app: FastifyInstance, request: FastifyRequest, waited: boolean): void {
  const claim = request.idempotency;
  request.idempotency = null;
  if (claim && waited) app.caches.announce(answeredMessage(claim.memberId, claim.key));
}

/**
 * The ledger's own key for the movement a keyed request makes: a second guard under the stored
 * answer, so that even a claim given up as abandoned cannot move the money twice.
 */
export function ledgerKeyOf(request: FastifyRequest, part = ''): string | undefined {
  const claim = request.idempotency ?? request.pendingClaim;
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
