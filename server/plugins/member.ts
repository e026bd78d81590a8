import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { findSession, hashToken, type SessionMember } from '../services/accounts/tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, set by `requireMember`. */
    member: SessionMember | null;
    /** Hash of the bearer token the member called with. */
    tokenHash: string | null;
  }
}

const bearer = /^Bearer ([A-Za-z0-9_-]{20,128})$/;

/** preHandler of every member call: a live bearer token or 401 (docs/product.md §4 clears the login then). */
export async function requireMember(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  const match = bearer.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw new AppError(401, 'unauthenticated');
  const tokenHash = hashToken(match[1]);
  const member = await this.caches.sessions.get(tokenHash, () => findSession(this.db.db, tokenHash, this.clock()));
  if (!member) {
    // Unknown tokens are not remembered: a flood of made-up tokens must not fill the cache.
    this.caches.sessions.delete(tokenHash);
    throw new AppError(401, 'unauthenticated');
  }
  if (member.status !== 'active') throw new AppError(403, 'account_blocked');
  request.member = member;
  request.tokenHash = tokenHash;
}

/**
 * preHandler of public reads that show more to a member (event rules, Yu-EBao plans): a visitor
 * passes; a caller that sends a token must send a live one (401 otherwise).
 */
export async function optionalMember(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  if (request.headers.authorization !== undefined) await requireMember.call(this, request);
}

/** The member of a call that went through `requireMember`. */
export function memberOf(request: FastifyRequest): SessionMember {
  if (!request.member) throw new AppError(401, 'unauthenticated');
  return request.member;
}

type Hooks = RouteOptions['preHandler'];
const asList = (hooks: Hooks) => (hooks === undefined ? [] : Array.isArray(hooks) ? [...hooks] : [hooks]);

/**
 * Routes name `requireMember` among their preHandlers, but Fastify validates before preHandler: a
 * visitor would learn the body rules (422) of member calls. Moved to preValidation, the check runs
 * before validation and answers 401 whatever the body; the other preHandlers keep their order.
 */
function authenticateFirst(route: RouteOptions): void {
  const handlers = asList(route.preHandler);
  if (!handlers.includes(requireMember)) return;
  route.preHandler = handlers.filter((h) => h !== requireMember) as Hooks;
  route.preValidation = [requireMember, ...asList(route.preValidation as Hooks)] as RouteOptions['preValidation'];
}

function registerMember(app: FastifyInstance): void {
  app.decorateRequest('member', null);
  app.decorateRequest('tokenHash', null);
  app.addHook('onRoute', authenticateFirst);
}

/** `request.member` and `requireMember` moved to preValidation; sessions are looked up in `app.caches`. */
export const memberPlugin = fp(async (app) => registerMember(app), {
  name: 'lobby-member',
  fastify: '5.x',
  dependencies: ['lobby-caches'],
  decorators: { fastify: ['db', 'clock'] },
});
