import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { BankAccount, PaymentChannel } from '../../domain/contracts/replies/deposits.ts';
import { recharges } from '../../server/db/schema/index.ts';
import { bearer, call, type TestApp, type Token } from './test-app.ts';

/** A 1x1 PNG. */
export const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** `bytes` long, starting with a PNG signature (the server looks at the first bytes only). */
export function pngOfSize(bytes: number): string {
  const buffer = Buffer.alloc(bytes, 0x41);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(buffer);
  return buffer.toString('base64');
}

export function memberCalls(app: FastifyInstance) {
  const send = <T>(method: 'GET' | 'POST', url: string, token: Token, payload?: unknown, key?: string) =>
    call<T>(app, {
      method,
      url: `/api${url}`,
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: <T>(url: string, token: Token) => send<T>('GET', url, token),
    post: <T>(url: string, token: Token, payload?: unknown, key?: string) => send<T>('POST', url, token, payload, key),
  };
}

/** The seeded bank accounts (ICBC: 100–50,000, voucher optional; CCB: 500–200,000, voucher required) and channels. */
export async function paymentIds(app: FastifyInstance, token: Token) {
  const { get } = memberCalls(app);
  const banks = (await get<BankAccount[]>('/payment/normal/list?lang=en', token)).body;
  const channels = (await get<PaymentChannel[]>('/payment/online/list?lang=en', token)).body;
  return { icbc: banks[0]!.id, ccb: banks[1]!.id, netBank: channels[0]!.id, qr: channels[1]!.id };
}

/** The hidden fields of the payment page's form. */
export function formFields(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map(([, name, value]) => [name!, value!]));
}

/** Posts a notification as the page's form does (urlencoded). */
export function notify(app: FastifyInstance, fields: Record<string, string>, lang = 'en') {
  return app.inject({
    method: 'POST',
    url: `/api/demo-pay/notify?lang=${lang}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** How many recharges a member has. */
export async function rechargeCount(t: TestApp, memberId: number): Promise<number> {
  return (await t.database.db.select({ id: recharges.id }).from(recharges).where(eq(recharges.memberId, memberId))).length;
}
