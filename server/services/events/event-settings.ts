import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { EventPrize, EventWindow } from '../../../domain/contracts/replies/events.ts';
import type { Db } from '../../db/client.ts';
import { eventPrizes, eventSettings, type EventName } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { cachedConfigs } from '../content/configs.ts';
import { fromCents } from '../money/money.ts';

export type SettingRow = typeof eventSettings.$inferSelect;
export type PrizeRow = typeof eventPrizes.$inferSelect;

/** An event's settings and its prizes in draw order. */
export interface EventConfig {
  setting: SettingRow;
  prizes: PrizeRow[];
}

/** The system config that switches an event off with '0' (docs/product.md §3). */
const switchOf: Record<EventName, 'activity_wheel_is_open' | 'is_redbag_open'> = {
  wheel: 'activity_wheel_is_open',
  redbag: 'is_redbag_open',
};

/** Reads an event's settings and prizes (404 when the operator has none). */
export async function loadEvent(db: Db, event: EventName): Promise<EventConfig> {
  const [[setting], prizes] = await Promise.all([
    db.select().from(eventSettings).where(eq(eventSettings.event, event)),
    db.select().from(eventPrizes).where(eq(eventPrizes.event, event)).orderBy(asc(eventPrizes.sort)),
  ]);
  if (!setting || prizes.length === 0) throw new AppError(404, 'not_found');
  return { setting, prizes };
}

/** The same, through the content cache (public reads; operators' edits show within seconds). */
export function cachedEvent(app: FastifyInstance, event: EventName): Promise<EventConfig> {
  return app.caches.content.get(`event:${event}`, () => loadEvent(app.db.db, event));
}

/** Whether the event's config switch is on ('0' turns it off; a missing row leaves it on). */
async function switchedOn(app: FastifyInstance, event: EventName): Promise<boolean> {
  const config = await cachedConfigs(app, ['activity']);
  return config[switchOf[event]] !== '0';
}

/** The reason a draw is refused now, or null when the event is open: the switch, then the window. */
async function closedReason(app: FastifyInstance, event: EventName, setting: SettingRow, now: Date): Promise<AppError | null> {
  if (!(await switchedOn(app, event))) return new AppError(403, 'event_closed');
  if (now < setting.startAt) return new AppError(403, 'event_not_started');
  if (now >= setting.endAt) return new AppError(403, 'event_ended');
  return null;
}

/** Refuses a draw while the event is switched off or outside its window (403 with the reason). */
export async function assertOpen(app: FastifyInstance, event: EventName, setting: SettingRow, now: Date): Promise<void> {
  const reason = await closedReason(app, event, setting, now);
  if (reason) throw reason;
}

/** The window and rules as both events publish them. */
export async function windowOf(app: FastifyInstance, event: EventName, setting: SettingRow, now: Date): Promise<EventWindow> {
  return {
    is_open: (await closedReason(app, event, setting, now)) === null,
    start_at: setting.startAt.toISOString(),
    end_at: setting.endAt.toISOString(),
    daily_chances: setting.dailyChances,
    rules: setting.rules,
  };
}

/** A prize as the wire shows it. */
export function toPrize(row: PrizeRow): EventPrize {
  return { id: row.id, label: row.label, money: fromCents(row.amountCents), weight: row.weight, colour: row.colour };
}
