import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { smsOutbox } from '../db/schema/index.ts';

/** How a text reaches a phone. A real gateway implements this and is passed to `buildApp({ sms })`. */
export interface SmsTransport {
  send(message: { phone: string; code: string; body: string; at: Date }): Promise<void>;
}

/**
 * Default transport: nothing leaves the machine. The code goes to the log and the outbox table,
 * which the dev inbox (`/api/dev/sms`, DEV_ENDPOINTS=1 only) reads.
 */
export function consoleSmsTransport(db: Db, log: FastifyBaseLogger): SmsTransport {
  return {
    async send({ phone, code, body, at }) {
      await db.insert(smsOutbox).values({ phone, code, body, createdAt: at });
      log.info({ phone: maskPhone(phone), code }, 'console SMS transport: code sent');
    },
  };
}

/** "+8613812345678" → "+86138****5678" for logs and member info. */
export function maskPhone(phone: string): string {
  return phone.length <= 8 ? phone : `${phone.slice(0, -8)}****${phone.slice(-4)}`;
}
