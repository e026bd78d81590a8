import type { Lang } from '../../src/contracts/lang.ts';

/** Texts only the server says for the member area's daily-bonus pages (issue 14). */
export const dailyBonusMessages = {} satisfies Record<string, Record<Lang, string>>;
