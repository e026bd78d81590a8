/**
 * Parts of the reference server that only pretend: the demo payment page, the console
 * SMS transport and the `/api/dev/*` helpers. Kept free of zod: the entry chunk reads it.
 */
export const standIns = ['demo_payments', 'console_sms', 'dev_endpoints'] as const;
export type StandIn = (typeof standIns)[number];
