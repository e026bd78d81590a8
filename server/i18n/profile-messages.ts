import type { Lang } from '../../src/contracts/lang.ts';

/** Texts only the server says for the member area's profile pages (issue 14). */
export const profileMessages = {} satisfies Record<string, Record<Lang, string>>;
