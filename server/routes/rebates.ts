import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RebateItem } from '../../src/contracts/games-types.ts';
import { gameProviders, rebates } from '../db/schema/index.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { fromCents } from '../services/money.ts';

/** Rebates waiting to be collected (spec point 7 `/fsnow/list`; the home notice of spec point 4 sums them). */
export const rebatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  app.get('/fsnow/list', { preHandler: requireMember }, async (request): Promise<RebateItem[]> => {
    const member = memberOf(request);
    const rows = await db
      .select({ id: rebates.id, apiName: rebates.apiName, title: gameProviders.title, amountCents: rebates.amountCents })
      .from(rebates)
      .innerJoin(gameProviders, eq(gameProviders.apiName, rebates.apiName))
      .where(and(eq(rebates.memberId, member.id), isNull(rebates.collectedAt)))
      .orderBy(asc(rebates.createdAt), asc(rebates.id));
    return rows.map((r) => ({ id: r.id, api_name: r.apiName, title: r.title, fs_money: fromCents(r.amountCents) }));
  });
};
