import type { Lang } from '../../src/contracts/lang.ts';

/** Texts only the server says for the member area's mail-feedback pages (issue 14). */
export const mailFeedbackMessages = {} satisfies Record<string, Record<Lang, string>>;
