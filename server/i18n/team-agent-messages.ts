import type { Lang } from '../../src/contracts/lang.ts';

/** Texts only the server says for the member area's team-agent pages (issue 14). */
export const teamAgentMessages = {} satisfies Record<string, Record<Lang, string>>;
