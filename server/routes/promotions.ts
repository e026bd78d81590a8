import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Lang } from '../../src/contracts/lang.ts';
import type { ActApplication, ActApplyReply, ActItem, ActivityDetail, ActivityItem, ActivityKind, FirstDepositStanding } from '../../src/contracts/promotions-types.ts';
import { actParamsSchema, activityParamsSchema, applyResultQuerySchema } from '../../src/contracts/promotions.ts';
import { actApplications, activities, acts, firstDepositOffers, type Localized } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/translate.ts';
import { idempotent } from '../plugins/idempotency.ts';
import { memberOf, requireMember } from '../plugins/member.ts';
import { replyFromCache } from '../services/platform/cached-reply.ts';
import { firstDepositStanding } from '../services/money/first-deposit-bonus.ts';
import { balanceOf, house, move, walletOf } from '../services/money/ledger.ts';
import { localName } from '../services/content/localized.ts';
import { fromCents } from '../services/money/money.ts';
import { transact } from '../db/transact.ts';

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);

/** An act with the run of its activity, before the clock decides whether it is open. */
type ActRow = Omit<ActItem, 'open'> & { enabled: boolean; bonusCents: number };

/**
 * Promotions of spec point 7: the activity cards and pages, the acts members apply for, the
 * application (a bonus paid through the ledger, once per member and act) and its result.
 */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.db;

  const activityColumns = {
    id: activities.id,
    title: activities.title,
    imageUrl: activities.imageUrl,
    startsAt: activities.startsAt,
    endsAt: activities.endsAt,
    actId: acts.id,
    kind: activities.kind,
    link: activities.link,
  };
  type ActivityRow = { id: number; title: Localized; imageUrl: string; startsAt: Date | null; endsAt: Date | null; actId: number | null; kind: ActivityKind; link: string | null };
  const toItem = (row: ActivityRow, lang: Lang): ActivityItem => ({
    id: row.id,
    title: localName(row.title, lang),
    image_url: row.imageUrl,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
    act_id: row.actId,
    kind: row.kind,
    link: row.kind === 'link' ? row.link : null,
  });

  app.get('/activities', async (request, reply) =>
    replyFromCache<ActivityItem[]>(app, request, reply, `activities:${request.lang}`, async () => {
      const rows = await db
        .select(activityColumns)
        .from(activities)
        .leftJoin(acts, and(eq(acts.activityId, activities.id), eq(acts.enabled, true)))
        .where(eq(activities.listed, true))
        .orderBy(asc(activities.sort), asc(activities.id));
      return rows.map((row) => toItem(row, request.lang));
    }),
  );

  app.get('/activity/:id', { schema: { params: activityParamsSchema } }, async (request): Promise<ActivityDetail> => {
    const { id } = request.params;
    return app.caches.content.get(`activity:${id}:${request.lang}`, async () => {
      const [row] = await db
        .select({ ...activityColumns, content: activities.content, offer: firstDepositOffers })
        .from(activities)
        .leftJoin(acts, and(eq(acts.activityId, activities.id), eq(acts.enabled, true)))
        .leftJoin(firstDepositOffers, and(eq(firstDepositOffers.activityId, activities.id), eq(firstDepositOffers.enabled, true)))
        .where(eq(activities.id, id))
        .limit(1);
      if (!row) throw new AppError(404, 'not_found');
      const { offer } = row;
      const first_deposit = row.kind === 'automatic' && offer ? { percent: offer.percent, cap: fromCents(offer.capCents), min_deposit: fromCents(offer.minDepositCents) } : null;
      return { ...toItem(row, request.lang), content: localName(row.content, request.lang), first_deposit };
    });
  });

  // Where the member stands with the first-deposit bonus: the page offers a deposit only while it can still earn it.
  app.get('/activity/:id/mine', { schema: { params: activityParamsSchema }, preHandler: requireMember }, async (request): Promise<FirstDepositStanding> =>
    firstDepositStanding(db, memberOf(request).id),
  );

  const loadActs = (lang: Lang): Promise<ActRow[]> =>
    app.caches.content.get(`acts:${lang}`, async () => {
      const rows = await db
        .select({ act: acts, title: activities.title, imageUrl: activities.imageUrl, startsAt: activities.startsAt, endsAt: activities.endsAt })
        .from(acts)
        .innerJoin(activities, eq(activities.id, acts.activityId))
        .orderBy(asc(activities.sort), asc(acts.id));
      return rows.map(({ act, title, imageUrl, startsAt, endsAt }) => ({
        id: act.id,
        activity_id: act.activityId,
        title: localName(title, lang),
        image_url: imageUrl,
        bonus: fromCents(act.bonusCents),
        approval: act.approval,
        starts_at: iso(startsAt),
        ends_at: iso(endsAt),
        enabled: act.enabled,
        bonusCents: act.bonusCents,
      }));
    });

  const isOpen = (act: ActRow, now: Date): boolean =>
    act.enabled && (!act.starts_at || Date.parse(act.starts_at) <= now.getTime()) && (!act.ends_at || Date.parse(act.ends_at) >= now.getTime());
  const toAct = (row: ActRow, now: Date): ActItem => {
    const { enabled: _enabled, bonusCents: _cents, ...act } = row;
    return { ...act, open: isOpen(row, now) };
  };
  const findAct = async (id: number, lang: Lang): Promise<ActRow> => {
    const act = (await loadActs(lang)).find((a) => a.id === id);
    if (!act) throw new AppError(404, 'not_found');
    return act;
  };

  app.get('/act/list', async (request): Promise<ActItem[]> => {
    const now = app.clock();
    return (await loadActs(request.lang)).filter((a) => a.enabled).map((a) => toAct(a, now));
  });

  app.get('/act/:id', { schema: { params: actParamsSchema } }, async (request): Promise<ActItem> =>
    toAct(await findAct(request.params.id, request.lang), app.clock()),
  );

  // An Idempotency-Key header replays the first answer to a repeated or concurrent request.
  app.post('/act/apply/:id', { schema: { params: actParamsSchema }, preHandler: [requireMember, idempotent] }, async (request): Promise<ActApplyReply> => {
    const member = memberOf(request);
    const now = app.clock();
    const act = await findAct(request.params.id, request.lang);
    if (!isOpen(act, now)) throw new AppError(422, 'act_not_open');
    const auto = act.approval === 'auto';
    const reply = await transact(db, async (tx) => {
      // The unique (act, member) pair makes a second or concurrent application change nothing.
      const [row] = await tx
        .insert(actApplications)
        .values({ actId: act.id, memberId: member.id, status: auto ? 'approved' : 'pending', bonusCents: auto ? act.bonusCents : 0, createdAt: now, decidedAt: auto ? now : null })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new AppError(409, 'act_already_applied');
      let balance: number;
      if (auto && act.bonusCents > 0) {
        const paid = await move(tx, {
          kind: 'bonus',
          memberId: member.id,
          from: house('bonuses'),
          to: walletOf(member.id),
          amountCents: act.bonusCents,
          ref: `act_application:${row.id}`,
          idempotencyKey: `act:${act.id}:${member.id}`,
        });
        await tx.update(actApplications).set({ ledgerTransactionId: paid.transactionId }).where(eq(actApplications.id, row.id));
        balance = paid.balancesAfter[1]!;
      } else {
        balance = await balanceOf(tx, walletOf(member.id));
      }
      const application: ActApplication = {
        id: row.id,
        act_id: act.id,
        activity_id: act.activity_id,
        title: act.title,
        status: row.status,
        bonus: fromCents(row.bonusCents),
        created_at: row.createdAt.toISOString(),
      };
      const message = auto ? translate(request.lang, 'act_approved', { amount: act.bonus }) : translate(request.lang, 'act_pending');
      return { message, application, money: fromCents(balance) };
    });
    // The session cache carries the balance `/auth/me` shows.
    app.caches.forgetMember(member.id);
    return reply;
  });

  app.get('/act/apply/result', { schema: { querystring: applyResultQuerySchema }, preHandler: requireMember }, async (request): Promise<ActApplication[]> => {
    const member = memberOf(request);
    const { act_id } = request.query;
    const rows = await db
      .select({ app: actApplications, activityId: acts.activityId, title: activities.title })
      .from(actApplications)
      .innerJoin(acts, eq(acts.id, actApplications.actId))
      .innerJoin(activities, eq(activities.id, acts.activityId))
      .where(and(eq(actApplications.memberId, member.id), act_id === undefined ? undefined : eq(actApplications.actId, act_id)))
      .orderBy(desc(actApplications.id));
    return rows.map(({ app: a, activityId, title }) => ({
      id: a.id,
      act_id: a.actId,
      activity_id: activityId,
      title: localName(title, request.lang),
      status: a.status,
      bonus: fromCents(a.bonusCents),
      created_at: a.createdAt.toISOString(),
    }));
  });
};
