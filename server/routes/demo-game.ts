import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { gamePageHeaders, serverPageHeaders } from '../services/pages/server-pages.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { amountToCents } from '../../domain/contracts/money.ts';
import { messageReplySchema } from '../../domain/contracts/replies/message.ts';
import { emptyReplySchema, htmlPageReplySchema } from '../../domain/contracts/replies/pages.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { revokeToken } from '../services/accounts/tokens.ts';
import { answerRealityCheck } from '../services/member/responsible-play/reality-due.ts';
import { activeStop } from '../services/member/responsible-play/stop-guard.ts';
import { serverClockText } from '../../domain/time/operator-time.ts';
import { placeBet, STAKES_CENTS, tableBet } from '../services/money/demo-bets.ts';
import { renderDemoPage, renderStoppedPage, renderTicketErrorPage } from '../services/money/demo-page.ts';
import { betOutcomeText, tableState } from '../services/money/demo-table-state.ts';
import { describeLaunch, spendTicket } from '../services/money/game-tickets.ts';
import { cookieValue, findPlaySession, openPlaySession, PLAY_COOKIE, playCookie, playSessionMember, type PlaySession } from '../services/money/play-sessions.ts';
import { tableStateSchema, tableBetReplySchema } from './demo-game-replies.ts';

const betFormSchema = z.object({ stake: z.string().regex(/^\d{1,4}\.\d{2}$/), key: z.string().regex(/^[0-9a-f]{32}$/) });
const tableQuerySchema = z.object({ bet: z.coerce.number().int().positive().optional(), refused: z.enum(['balance', 'reality']).optional() });
/** Both pages answer an HTML page, the error page (404) included. */
const pageResponse = { 200: htmlPageReplySchema, 404: htmlPageReplySchema };
/** The window's script, read once: it is sent as it is (server/pages/demo-table.js). */
const tableScript = readFileSync(new URL('../pages/demo-table.js', import.meta.url), 'utf8');

/**
 * The reference server's demo game (the popup of `/game/login`). No bearer here: the popup cannot
 * send one. The one-time ticket in the first address opens a play session whose token then lives
 * only in an HttpOnly, SameSite=Strict cookie. The page's script bets with JSON requests and updates
 * the page in place; without it, bets are plain form posts answered with a redirect
 * (post/redirect/get), so reloading the page never bets again. Bets wait while the login's reality
 * check is due; the window shows it and takes the answer (README "Time-out and self-exclusion").
 */
export const demoGameRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const base = `${app.prefix}/demo-game`;
  // Plain HTML forms post urlencoded bodies; only this plugin's routes read them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const table = (formKey = randomBytes(16).toString('hex')) => ({ action: `${base}/bet`, formKey, stakes: STAKES_CENTS });
  const wantsJson = (request: FastifyRequest) => String(request.headers.accept ?? '').startsWith('application/json');

  /**
   * The cookie's play session, with its language for every message; null after the HTML page (or
   * the JSON error) saying why there is none. A member on a time-out or self-exclusion is told what
   * stays open and when it ends, not to open the game again (which they cannot).
   */
  async function sessionOr404(request: FastifyRequest, reply: FastifyReply): Promise<PlaySession | null> {
    const now = app.clock();
    const token = cookieValue(request.headers.cookie, PLAY_COOKIE);
    const session = await findPlaySession(db, token, now);
    if (session) {
      request.lang = session.lang;
      return session;
    }
    const ended = await playSessionMember(db, token);
    const stop = ended && (await activeStop(db, ended.memberId, now));
    const lang = ended?.lang ?? request.lang;
    reply.headers(serverPageHeaders).code(404);
    await reply.send(stop ? renderStoppedPage(lang, stop.code, serverClockText(stop.until)) : renderTicketErrorPage(lang, 'demo_session_over'));
    return null;
  }

  app.get('/demo-game/demo-table.js', { schema: { response: { 200: { content: { 'text/javascript': { schema: z.string() } } } } } }, async (_request, reply) =>
    reply.headers({ 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=300', 'x-content-type-options': 'nosniff' }).send(tableScript),
  );

  app.get('/demo-game/:ticket', { schema: { params: z.object({ ticket: z.string() }), response: pageResponse } }, async (request, reply) => {
    const now = app.clock();
    const launch = await spendTicket(db, request.params.ticket, now);
    if (!launch) return reply.headers(serverPageHeaders).code(404).send(renderTicketErrorPage(request.lang));
    const token = await openPlaySession(db, launch, now);
    // request.protocol reads X-Forwarded-Proto only when TRUST_PROXY=1 (server/app.ts).
    reply.header('set-cookie', playCookie(token, base, request.protocol === 'https'));
    const state = await tableState(db, launch, now);
    return reply.headers(gamePageHeaders).send(renderDemoPage(launch, table(), { base, state }));
  });

  app.get('/demo-game/table', { schema: { querystring: tableQuerySchema, response: pageResponse } }, async (request, reply) => {
    const session = await sessionOr404(request, reply);
    const launch = session && (await describeLaunch(db, session));
    if (!session) return reply;
    if (!launch) return reply.headers(serverPageHeaders).code(404).send(renderTicketErrorPage(request.lang, 'demo_session_over'));
    const { bet, refused } = request.query;
    const last = bet ? await tableBet(db, bet, session.id) : null;
    const state = await tableState(db, session, app.clock());
    return reply.headers(gamePageHeaders).send(
      renderDemoPage(launch, { ...table(), last, refusal: refused ? translate(session.lang, refused === 'balance' ? 'insufficient_balance' : 'reality_check_due') : null }, { base, state }),
    );
  });

  // The script's view of the table: the game wallet, a reality check due, and when the next comes.
  app.get('/demo-game/state', { schema: { response: { 200: tableStateSchema, 404: htmlPageReplySchema } } }, async (request, reply) => {
    const session = await sessionOr404(request, reply);
    if (!session) return reply;
    return tableState(db, session, app.clock());
  });

  // The script sends JSON and reads JSON (200; a refusal is the usual JSON error in the member's
  // language). A form gets a 303 to the table; a lost session gets the HTML error page (404).
  app.post('/demo-game/bet', { schema: { response: { 200: tableBetReplySchema, 303: emptyReplySchema, 404: htmlPageReplySchema } } }, async (request, reply) => {
    const session = await sessionOr404(request, reply);
    if (!session) return reply;
    const form = betFormSchema.safeParse(request.body);
    if (!form.success) throw new AppError(422, 'invalid_field', { field: 'stake' });
    const now = app.clock();
    if (wantsJson(request)) {
      const placed = await placeBet(db, session, amountToCents(form.data.stake), form.data.key, now);
      return {
        message: betOutcomeText(session.lang, placed.stakeCents, placed.payoutCents),
        won: placed.payoutCents > 0,
        state: await tableState(db, session, now),
      };
    }
    try {
      const placed = await placeBet(db, session, amountToCents(form.data.stake), form.data.key, now);
      return reply.header('location', `${base}/table?bet=${placed.id}`).code(303).send();
    } catch (error) {
      if (error instanceof AppError && error.key === 'insufficient_balance') return reply.header('location', `${base}/table?refused=balance`).code(303).send();
      if (error instanceof AppError && error.key === 'reality_check_due') return reply.header('location', `${base}/table?refused=reality`).code(303).send();
      throw error;
    }
  });

  // "Continue" in the game window's reality check: answered for the login the game was opened from.
  app.post('/demo-game/reality/continue', { schema: { response: { 200: tableStateSchema, 404: htmlPageReplySchema } } }, async (request, reply) => {
    const session = await sessionOr404(request, reply);
    if (!session) return reply;
    const now = app.clock();
    if (session.authTokenHash) await answerRealityCheck(db, session.authTokenHash, now);
    return tableState(db, session, now);
  });

  // "Log out" in the game window's reality check: ends the login the game was opened from, as the lobby's logout does.
  app.post('/demo-game/logout', { schema: { response: { 200: messageReplySchema, 404: htmlPageReplySchema } } }, async (request, reply) => {
    const session = await sessionOr404(request, reply);
    if (!session) return reply;
    if (session.authTokenHash) {
      await revokeToken(db, session.authTokenHash, app.clock());
      await app.caches.forgetSession(session.authTokenHash);
    }
    return { message: translate(session.lang, 'demo_logged_out') };
  });
};
