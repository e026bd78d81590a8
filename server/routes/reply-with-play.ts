import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerStoredInMovement, ledgerKeyOf, settleClaim } from '../plugins/idempotency.ts';
import { playEventAlone, type PlayedDraws, type PlayInput } from '../services/events/event-play.ts';
import { chancesSlot } from '../services/events/event-play-call.ts';
import { answerSlots, answerTemplate, balanceStampSlots } from '../services/money/keyed-answer.ts';
import { fromCents } from '../services/money/money.ts';

/**
 * What a play's reply shows after it: the values of a replayed play, or the slots `keyed_event_play`
 * fills in, so that one function of the route writes both replies.
 */
export interface PlayedAfter<C extends number | string> {
  money: string;
  chances: C;
}

/** The replay's answer (`R`, the route's reply type) and the template's, where every value is a string. */
export interface PlayAnswer<R> {
  (play: PlayedDraws, after: PlayedAfter<number>): R;
  (play: PlayedDraws, after: PlayedAfter<string>): object;
}

/** What a keyed play needs from its route: the rest (key, claim, reply template) is the same for every event. */
type PlayOf = Omit<PlayInput, 'now' | 'claim' | 'requestKey' | 'answer'>;

/**
 * Plays an event and answers the request (docs/architecture.md, "An event play is one statement"): the
 * key is claimed, the play made and its reply stored in one statement; a duplicate waits for the first
 * request's answer, and a play made before under the ledger's key is answered again from its draws.
 */
export async function replyWithPlay<R>(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, play: PlayOf, answerOf: PlayAnswer<R>): Promise<R | FastifyReply> {
  const claim = request.pendingClaim;
  const requestKey = ledgerKeyOf(request);
  const settled = await settleClaim(app, request, reply, claim, async (now) => {
    const done = await playEventAlone(app.db.db, {
      ...play, now, claim, requestKey,
      answer: (drawn) => answerTemplate({ ...balanceStampSlots, ...answerOf(drawn, { money: answerSlots.centre, chances: chancesSlot }) }),
    });
    return done.taken ? null : done;
  });
  if ('replied' in settled) return settled.replied;
  const done = settled.claimed;
  if ('replayed' in done) return answerOf(done.replayed, { money: fromCents(done.replayed.balanceCents), chances: done.replayed.chancesLeft });
  answerStoredInMovement(app, request, done.waited);
  // Sent as it is, the text the key keeps: the schema's serializer never sees a string.
  return reply.type('application/json; charset=utf-8').send(done.body);
}
