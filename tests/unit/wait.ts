/**
 * vi.waitFor's limit: it returns as soon as the condition holds, so only a real failure waits this
 * long; the default 1 s was too short while both cores of a CI machine were busy.
 */
export const WAIT = { timeout: 10_000 } as const;
