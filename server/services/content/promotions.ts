import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Lang } from '../../../domain/contracts/lang.ts';
import type { ActItem, ActivityDetail, ActivityItem, ActivityKind } from '../../../domain/contracts/replies/promotions.ts';
import type { Db } from '../../db/client.ts';
import { activities, acts, firstDepositOffers, type Localized } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { fromCents } from '../money/money.ts';
import { eventFacts, fillFacts, type EventFacts } from './event-facts.ts';
import { localName } from './localized.ts';

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);

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

const toItem = (row: ActivityRow, lang: Lang, facts: EventFacts): ActivityItem => ({
  id: row.id,
  title: fillFacts(localName(row.title, lang), facts),
  image_url: row.imageUrl,
  starts_at: iso(row.startsAt),
  ends_at: iso(row.endsAt),
  act_id: row.actId,
  kind: row.kind,
  link: row.kind === 'link' ? row.link : null,
});

/** The listed activity cards, each with its enabled act if any; event figures in titles filled from `facts`. */
export async function listActivities(db: Db, lang: Lang, facts: EventFacts): Promise<ActivityItem[]> {
  const rows = await db
    .select(activityColumns)
    .from(activities)
    .leftJoin(acts, and(eq(acts.activityId, activities.id), eq(acts.enabled, true)))
    .where(eq(activities.listed, true))
    .orderBy(asc(activities.sort), asc(activities.id));
  return rows.map((row) => toItem(row, lang, facts));
}

/**
 * One activity page (listed or not) with its first-deposit rule, through the content cache; 404 when
 * there is none. `{{wheel.top}}`-style figures in its title and text are filled from the events' settings.
 */
export function activityDetail(app: FastifyInstance, id: number, lang: Lang): Promise<ActivityDetail> {
  return app.caches.content.get(`activity:${id}:${lang}`, async () => {
    const [row] = await app.db.db
      .select({ ...activityColumns, content: activities.content, offer: firstDepositOffers })
      .from(activities)
      .leftJoin(acts, and(eq(acts.activityId, activities.id), eq(acts.enabled, true)))
      .leftJoin(firstDepositOffers, and(eq(firstDepositOffers.activityId, activities.id), eq(firstDepositOffers.enabled, true)))
      .where(eq(activities.id, id))
      .limit(1);
    if (!row) throw new AppError(404, 'not_found');
    const { offer } = row;
    const facts = await eventFacts(app);
    const first_deposit = row.kind === 'automatic' && offer ? { percent: offer.percent, cap: fromCents(offer.capCents), min_deposit: fromCents(offer.minDepositCents) } : null;
    return { ...toItem(row, lang, facts), content: fillFacts(localName(row.content, lang), facts), first_deposit };
  });
}

/** An act with the run of its activity, before the clock decides whether it is open. */
export type ActRow = Omit<ActItem, 'open'> & { enabled: boolean; bonusCents: number };

/** Every act (enabled or not) in activity order, through the content cache. */
export function loadActs(app: FastifyInstance, lang: Lang): Promise<ActRow[]> {
  return app.caches.content.get(`acts:${lang}`, async () => {
    const rows = await app.db.db
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
}

/** Applications are accepted now: the act is enabled and `now` is inside its activity's run. */
export const isActOpen = (act: ActRow, now: Date): boolean =>
  act.enabled && (!act.starts_at || Date.parse(act.starts_at) <= now.getTime()) && (!act.ends_at || Date.parse(act.ends_at) >= now.getTime());

/** An act as members see it, open or not by the clock. */
export const toAct = (row: ActRow, now: Date): ActItem => {
  const { enabled: _enabled, bonusCents: _cents, ...act } = row;
  return { ...act, open: isActOpen(row, now) };
};

/** One act by id (enabled or not); 404 when there is none. */
export async function findAct(app: FastifyInstance, id: number, lang: Lang): Promise<ActRow> {
  const act = (await loadActs(app, lang)).find((a) => a.id === id);
  if (!act) throw new AppError(404, 'not_found');
  return act;
}
