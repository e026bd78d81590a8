import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { smsOutbox } from '../db/schema/index.ts';
import { maskPhone, type SmsTransport } from '../services/accounts/sms-transport.ts';

/**
 * Stand-in SMS transport: nothing leaves the machine. The code goes to the log and the outbox
 * table, which the dev inbox (`/api/dev/sms`, DEV_ENDPOINTS=1 only) reads. On by default outside
 * production, by CONSOLE_SMS=1 in it.
 */
export function consoleSmsTransport(db: Db, log: FastifyBaseLogger): SmsTransport {
  return {
    async send({ phone, code, body, at }) {
      await db.insert(smsOutbox).values({ phone, code, body, createdAt: at });
      log.info({ phone: maskPhone(phone), code }, 'console SMS transport: code sent');
    },
  };
}
