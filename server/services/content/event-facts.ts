import type { FastifyInstance } from 'fastify';
import type { EventName } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { fromCents } from '../money/money.ts';
import { cachedEvent, type EventConfig } from '../events/event-settings.ts';

/**
 * The figures an activity text may name as `{{wheel.top}}` and the like, read from the settings and
 * prizes the draws themselves use, so a page can never promise more than the events pay (README.md
 * "Promotions state what the events enforce").
 */
export type EventFacts = Record<string, string>;

/** Whole numbers as they are, amounts as money without trailing cents noise: 188.88, 0.18, 5.00 → 5. */
const amount = (cents: number): string => (cents % 100 === 0 ? String(cents / 100) : fromCents(cents));

function factsOf(prefix: string, { setting, prizes }: EventConfig): EventFacts {
  const paying = prizes.map((p) => p.amountCents).filter((c) => c > 0);
  const facts: EventFacts = {
    [`${prefix}.chances`]: String(setting.dailyChances),
    [`${prefix}.seconds`]: String(setting.roundSeconds),
    [`${prefix}.packets`]: String(setting.maxOpen),
  };
  if (paying.length > 0) {
    facts[`${prefix}.top`] = amount(Math.max(...paying));
    facts[`${prefix}.least`] = amount(Math.min(...paying));
  }
  return facts;
}

/** An event without settings names nothing (its page then shows its placeholders, which a test forbids). */
async function maybeEvent(app: FastifyInstance, event: EventName): Promise<EventConfig | null> {
  try {
    return await cachedEvent(app, event);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/** The wheel's (`wheel.*`) and the rain's (`rain.*`) figures: chances a day, round length, packet cap, top and least prize. */
export async function eventFacts(app: FastifyInstance): Promise<EventFacts> {
  const [wheel, rain] = await Promise.all([maybeEvent(app, 'wheel'), maybeEvent(app, 'redbag')]);
  return { ...(wheel ? factsOf('wheel', wheel) : {}), ...(rain ? factsOf('rain', rain) : {}) };
}

/** `text` with every `{{name}}` it knows filled in; unknown names stay as written. */
export const fillFacts = (text: string, facts: EventFacts): string =>
  text.replace(/\{\{([a-z]+\.[a-z]+)\}\}/g, (whole, name: string) => facts[name] ?? whole);
