import { randomBytes } from 'node:crypto';
import { serverPageHeaders } from '../services/platform/server-pages.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { amountToCents } from '../../src/contracts/money.ts';
import { emptyReplySchema, htmlPageReplySchema } from '../../src/contracts/replies/pages.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { placeBet, STAKES_CENTS, tableBet } from '../services/money/demo-bets.ts';
import { renderDemoPage, renderTicketErrorPage } from '../services/money/demo-page.ts';
import { describeLaunch, spendTicket } from '../services/money/game-tickets.ts';
import { cookieValue, findPlaySession, openPlaySession, PLAY_COOKIE, playCookie } from '../services/money/play-sessions.ts';

const betFormSchema = z.object({ stake: z.string().regex(/^\d{1,4}\.\d{2}$/), key: z.string().regex(/^[0-9a-f]{32}$/) });
const tableQuerySchema = z.object({ bet: z.coerce.number().int().positive().optional(), refused: z.enum(['balance']).optional() });
/** Both pages answer an HTML page, the error page (404) included. */
const pageResponse = { 200: htmlPageReplySchema, 404: htmlPageReplySchema };

/**
 * The reference server's demo game (the popup of `/game/login`). No bearer here: the popup cannot
 * send one. The one-time ticket in the first address opens a play session whose token then lives
 * only in an HttpOnly, SameSite=Strict cookie; bets are plain form posts answered with a redirect
 * (post/redirect/get), so reloading the page never bets again.
 */
export const demoGameRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;
  const base = `${app.prefix}/demo-game`;
  // Plain HTML forms post urlencoded bodies; only this plugin's routes read them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const table = (formKey = randomBytes(16).toString('hex')) => ({ action: `${base}/bet`, formKey, stakes: STAKES_CENTS });

  app.get('/demo-game/:ticket', { schema: { params: z.object({ ticket: z.string() }), response: pageResponse } }, async (request, reply) => {
    const now = app.clock();
    const launch = await spendTicket(db, request.params.ticket, now);
    reply.headers(serverPageHeaders);
    if (!launch) return reply.code(404).send(renderTicketErrorPage(request.lang));
    const token = await openPlaySession(db, launch, now);
    // request.protocol reads X-Forwarded-Proto only when TRUST_PROXY=1 (server/app.ts).
    reply.header('set-cookie', playCookie(token, base, request.protocol === 'https'));
    return reply.send(renderDemoPage(launch, table()));
  });

  app.get('/demo-game/table', { schema: { querystring: tableQuerySchema, response: pageResponse } }, async (request, reply) => {
    reply.headers(serverPageHeaders);
    const session = await findPlaySession(db, cookieValue(request.headers.cookie, PLAY_COOKIE), app.clock());
    const launch = session && (await describeLaunch(db, session));
    if (!session || !launch) return reply.code(404).send(renderTicketErrorPage(request.lang, 'demo_session_over'));
    const { bet, refused } = request.query;
    const last = bet ? await tableBet(db, bet, session.id) : null;
    return reply.send(
      renderDemoPage(launch, {
        ...table(),
        last,
        refusal: refused ? translate(session.lang, 'insufficient_balance') : null,
      }),
    );
  });

  // 303 to the table; a lost session gets the HTML error page (404); a bad form the JSON error (422).
  app.post('/demo-game/bet', { schema: { response: { 303: emptyReplySchema, 404: htmlPageReplySchema } } }, async (request, reply) => {
    const session = await findPlaySession(db, cookieValue(request.headers.cookie, PLAY_COOKIE), app.clock());
    if (!session) {
      reply.headers(serverPageHeaders);
      return reply.code(404).send(renderTicketErrorPage(request.lang, 'demo_session_over'));
    }
    const form = betFormSchema.safeParse(request.body);
    if (!form.success) throw new AppError(422, 'invalid_field', { field: 'stake' });
    try {
      const placed = await placeBet(db, session, amountToCents(form.data.stake), form.data.key, app.clock());
      return reply.header('location', `${base}/table?bet=${placed.id}`).code(303).send();
    } catch (error) {
      if (error instanceof AppError && error.key === 'insufficient_balance') return reply.header('location', `${base}/table?refused=balance`).code(303).send();
      throw error;
    }
  });
};
