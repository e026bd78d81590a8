// @vitest-environment node
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { OnlineRechargeReply } from '../../domain/contracts/replies/deposits.ts';
import type { StandInsReply } from '../../domain/contracts/stand-ins.ts';
import { buildApp, type AppOptions } from '../../server/app.ts';
import { members } from '../../server/db/schema/index.ts';
import { chooseStandIns, StartRefused } from '../../server/stand-ins/stand-in-switches.ts';
import { standInSwitches } from '../../server/config/settings-of.ts';
import type { PaymentGateway } from '../../server/services/money/payment-gateway.ts';
import type { SmsTransport } from '../../server/services/accounts/sms-transport.ts';
import { issueToken } from '../../server/services/accounts/tokens.ts';
import { formFields, notify, paymentIds } from './deposit-helpers.ts';
import { bearer, call } from './test-app.ts';
import { openTestDatabase } from './test-database.ts';

const production = (extra: Record<string, string> = {}) => standInSwitches({ NODE_ENV: 'production', ...extra });
const real = { payments: false, sms: false };

describe('which stand-ins a start may run', () => {
  it('turns the demo payments and console SMS on outside production, the dev endpoints only when named', () => {
    expect(chooseStandIns(standInSwitches({}), real)).toEqual(['demo_payments', 'console_sms']);
    expect(chooseStandIns(standInSwitches({ NODE_ENV: 'development', DEV_ENDPOINTS: '1' }), real)).toEqual(['demo_payments', 'console_sms', 'dev_endpoints']);
    // A real plug-in replaces its stand-in.
    expect(chooseStandIns(standInSwitches({}), { payments: true, sms: true })).toEqual([]);
  });

  it('under NODE_ENV=production refuses every feature with neither a real plug-in nor its switch, in one message', () => {
    expect(() => chooseStandIns(production(), real)).toThrow(StartRefused);
    expect(() => chooseStandIns(production(), real)).toThrow(
      /^Refusing to start under NODE_ENV=production: no payment gateway plug-in \(DEMO_PAYMENTS=1 .*\); no SMS transport plug-in \(CONSOLE_SMS=1 .*\)\. See "Production checklist" in README\.md\.$/,
    );
    expect(() => chooseStandIns(production({ DEMO_PAYMENTS: '1' }), real)).toThrow(/: no SMS transport plug-in \(CONSOLE_SMS=1/);
    expect(() => chooseStandIns(production({ CONSOLE_SMS: '1' }), real)).toThrow(/: no payment gateway plug-in \(DEMO_PAYMENTS=1 [^;]*\)\. See/);
    expect(() => chooseStandIns(production({ DEMO_PAYMENTS: '1', CONSOLE_SMS: '1', DEV_ENDPOINTS: '1' }), real)).toThrow(/DEV_ENDPOINTS=1 is refused when NODE_ENV=production/);
    expect(() => standInSwitches({ NODE_ENV: 'production', DEMO_PAYMENTS: 'yes' })).toThrow(/DEMO_PAYMENTS=yes is not understood/);
    // Switched off by hand outside production, a feature with no plug-in refuses just the same.
    expect(() => chooseStandIns(standInSwitches({ CONSOLE_SMS: '0' }), real)).toThrow(/with its stand-in switched off: no SMS transport plug-in/);
  });

  it('takes only the exact NODE_ENV=production for production and refuses every other spelling, never running it as the demo', () => {
    expect(standInSwitches({ NODE_ENV: 'test' }).production).toBe(false);
    expect(standInSwitches({ NODE_ENV: '' }).production).toBe(false);
    for (const value of ['Production', 'PRODUCTION', 'prod', ' production', 'production ', 'staging', 'prodution']) {
      expect(() => standInSwitches({ NODE_ENV: value })).toThrow(StartRefused);
      expect(() => standInSwitches({ NODE_ENV: value })).toThrow(
        `NODE_ENV=${JSON.stringify(value)} is not understood: set NODE_ENV=production for a real deployment, or leave it unset (or development) for the demo with its stand-ins. See "Production checklist" in README.md.`,
      );
    }
  });

  it('under NODE_ENV=production runs exactly the stand-ins named, and a real plug-in needs none', () => {
    expect(chooseStandIns(production({ DEMO_PAYMENTS: '1', CONSOLE_SMS: '1' }), real)).toEqual(['demo_payments', 'console_sms']);
    expect(chooseStandIns(production({ CONSOLE_SMS: '1' }), { payments: true, sms: false })).toEqual(['console_sms']);
    expect(chooseStandIns(production(), { payments: true, sms: true })).toEqual([]);
  });
});

const apps: FastifyInstance[] = [];
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const drop of drops) await drop();
});

/** An app on a database of its own, with its warn lines kept. */
async function startApp(options: AppOptions) {
  const { database, drop } = await openTestDatabase();
  drops.push(drop);
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk: Buffer, _encoding, done) => void (lines.push(chunk.toString()), done()) });
  const app = await buildApp({ database, logger: { level: 'warn', stream }, ...options });
  apps.push(app);
  const [member] = await database.db.insert(members).values({ name: `s${Date.now() % 1e7}`, passwordHash: 'x', inviteCode: `S${Date.now() % 1e7}` }).returning({ id: members.id });
  const token = await issueToken(database.db, member!.id, new Date());
  return { app, token, log: () => lines.join('') };
}

const noSms: SmsTransport = { send: async () => undefined };
const standInsOf = async (app: FastifyInstance) => (await call<StandInsReply>(app, { method: 'GET', url: '/api/system/stand-ins' })).body.stand_ins;

describe('the app under NODE_ENV=production', () => {
  it('refuses to build without plug-ins or switches before it opens a database', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'stand-ins-'));
    const dataDir = join(folder, 'db');
    await expect(buildApp({ standIns: production(), dataDir })).rejects.toThrow(/Refusing to start under NODE_ENV=production/);
    expect(existsSync(dataDir)).toBe(false);
    rmSync(folder, { recursive: true, force: true });
  });

  it('with real plug-ins: the demo payment routes and dev endpoints answer 404, the gateway opens its own page, the lobby hears of no stand-in', async () => {
    const gateway: PaymentGateway = { checkoutUrl: ({ orderNo, amountCents }) => `https://pay.example/checkout/${orderNo}?cents=${amountCents}` };
    const { app, token, log } = await startApp({ standIns: production(), payments: gateway, sms: noSms });
    expect(await standInsOf(app)).toEqual([]);
    expect(log()).not.toMatch(/STAND-INS/);

    const ids = await paymentIds(app, token);
    const order = await call<OnlineRechargeReply>(app, { method: 'POST', url: '/api/recharge/online?lang=en', headers: bearer(token), payload: { payment_id: ids.netBank, money: '20000.00' } });
    expect(order.status).toBe(200);
    expect(order.body.url).toMatch(/^https:\/\/pay\.example\/checkout\/D[0-9a-f]{24}\?cents=2000000$/);
    const orderNo = order.body.url.split('/').at(-1)!.split('?')[0]!;
    expect((await app.inject({ method: 'GET', url: `/api/demo-pay/${orderNo}?sig=${'0'.repeat(64)}` })).statusCode).toBe(404);
    const paid = await notify(app, { order_no: orderNo, amount: '20000.00', nonce: '0'.repeat(32), status: 'paid', sign: '0'.repeat(64) });
    expect(paid.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/dev/sms?phone=%2B8613800000001' })).statusCode).toBe(404);
    const me = await call<{ money: string }>(app, { method: 'POST', url: '/api/auth/me', headers: bearer(token) });
    expect(me.body.money).toBe('0.00');
  });

  it('with DEMO_PAYMENTS=1 and CONSOLE_SMS=1 named: runs both, says so loudly, and the lobby hears of them', async () => {
    const { app, token, log } = await startApp({ standIns: production({ DEMO_PAYMENTS: '1', CONSOLE_SMS: '1' }) });
    expect(await standInsOf(app)).toEqual(['demo_payments', 'console_sms']);
    expect(log()).toMatch(/"level":40,.*NODE_ENV=production WITH STAND-INS SWITCHED ON, NOT FOR REAL MONEY: demo payment page \(DEMO_PAYMENTS\).*; console SMS \(CONSOLE_SMS\)/);

    const ids = await paymentIds(app, token);
    const order = await call<OnlineRechargeReply>(app, { method: 'POST', url: '/api/recharge/online?lang=en', headers: bearer(token), payload: { payment_id: ids.netBank, money: '12.34' } });
    const page = await app.inject({ method: 'GET', url: order.body.url });
    expect(page.statusCode).toBe(200);
    expect((await notify(app, formFields(page.body))).statusCode).toBe(200);
    const me = await call<{ money: string }>(app, { method: 'POST', url: '/api/auth/me', headers: bearer(token) });
    expect(me.body.money).toBe('12.34');
  });
});
