import type { Lang } from '../../src/contracts/lang.ts';

/** Texts only the server says for the member area's vip-rebates pages (issue 14). */
export const vipRebatesMessages = {} satisfies Record<string, Record<Lang, string>>;
