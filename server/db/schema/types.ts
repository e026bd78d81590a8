import { timestamp } from 'drizzle-orm/pg-core';
import type { Lang } from '../../../domain/contracts/lang.ts';

/** A text in every interface language, stored as jsonb. */
export type Localized = Record<Lang, string>;

/** A `timestamptz` column read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
