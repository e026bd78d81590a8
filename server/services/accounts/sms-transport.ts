/**
 * How a text reaches a phone. A real gateway implements this and is passed to `buildApp({ sms })`;
 * the reference server's own is the console stand-in (server/stand-ins/console-sms.ts).
 */
export interface SmsTransport {
  send(message: { phone: string; code: string; body: string; at: Date }): Promise<void>;
}

/** "+8613812345678" → "+86138****5678" for logs and member info. */
export function maskPhone(phone: string): string {
  return phone.length <= 8 ? phone : `${phone.slice(0, -8)}****${phone.slice(-4)}`;
}
