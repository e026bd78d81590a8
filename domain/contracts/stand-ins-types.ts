/**
 * Parts of the reference server that only pretend (docs/architecture.md §4): the demo payment page, the console
 * SMS transport and the `/api/dev/*` helpers. Kept free of zod: the entry chunk reads it.
 */
export const standIns = ['demo_payments', 'console_sms', 'dev_endpoints'] as const;
export type StandIn = (typeof standIns)[number];

/** `GET /api/system/stand-ins`: the stand-ins this server runs; empty on a real deployment. */
export interface StandInsReply {
  stand_ins: StandIn[];
}
