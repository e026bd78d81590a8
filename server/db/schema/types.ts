import type { Lang } from '../../../src/contracts/lang.ts';

/** A text in every interface language, stored as jsonb. */
export type Localized = Record<Lang, string>;
