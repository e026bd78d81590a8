import type { StandIn } from '../../domain/contracts/stand-ins-types.ts';

/**
 * Which stand-ins a start may use. Outside production every one the features need is on, so
 * `npm start` works offline; under NODE_ENV=production each is off unless named by its switch
 * (NODE_ENV, DEMO_PAYMENTS, CONSOLE_SMS, DEV_ENDPOINTS, read in server/config/server-env.ts).
 */
export interface StandInSwitches {
  production: boolean;
  demoPayments: boolean;
  consoleSms: boolean;
  devEndpoints: boolean;
}

/** A start that must not go ahead; the message says what to set. */
export class StartRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartRefused';
  }
}

const CHECKLIST = 'See "Production checklist" in README.md.';

/** What the app was given instead of a stand-in. */
export interface RealPlugins {
  payments: boolean;
  sms: boolean;
}

/**
 * The stand-ins this start runs, or a refusal naming every feature left with neither a real
 * plug-in nor an explicit switch (one message, so an operator fixes them all at once).
 */
export function chooseStandIns(switches: StandInSwitches, real: RealPlugins): StandIn[] {
  // The dev helpers read SMS codes and captcha answers: enough to take over any account.
  if (switches.production && switches.devEndpoints) {
    throw new StartRefused('DEV_ENDPOINTS=1 is refused when NODE_ENV=production: /api/dev/* exposes SMS codes and captcha answers');
  }
  const missing: string[] = [];
  if (!real.payments && !switches.demoPayments) {
    missing.push('no payment gateway plug-in (DEMO_PAYMENTS=1 runs the demo payment page, which credits whatever amount a member orders)');
  }
  if (!real.sms && !switches.consoleSms) {
    missing.push('no SMS transport plug-in (CONSOLE_SMS=1 writes the codes to the server log instead of sending them)');
  }
  if (missing.length > 0) {
    const where = switches.production ? 'under NODE_ENV=production' : 'with its stand-in switched off';
    throw new StartRefused(`Refusing to start ${where}: ${missing.join('; ')}. ${CHECKLIST}`);
  }
  const on: StandIn[] = [];
  if (!real.payments) on.push('demo_payments');
  if (!real.sms) on.push('console_sms');
  if (switches.devEndpoints) on.push('dev_endpoints');
  return on;
}

const described: Record<StandIn, string> = {
  demo_payments: 'demo payment page (DEMO_PAYMENTS): members credit themselves whatever they order',
  console_sms: 'console SMS (CONSOLE_SMS): codes go to this log, no text is sent',
  dev_endpoints: 'dev endpoints (DEV_ENDPOINTS): /api/dev/* reads SMS codes and captcha answers',
};

/** The one start-up line that lists the stand-ins on; null when none is. */
export function standInsLine(on: readonly StandIn[], production: boolean): string | null {
  if (on.length === 0) return null;
  const head = production ? 'NODE_ENV=production WITH STAND-INS SWITCHED ON, NOT FOR REAL MONEY' : 'DEMO MODE, stand-ins on';
  return `${head}: ${on.map((s) => described[s]).join('; ')}. ${CHECKLIST}`;
}
