import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { verifySecret } from './passwords.ts';
import { qkPwdAccepted, takeQkPwdTry } from './qk-pwd-guard.ts';
import { consumeSmsCode } from './sms-codes.ts';

/** What of the member a card check needs (the session carries both). */
export interface CardProofMember {
  id: number;
  qkPwdHash: string | null;
  phone: string | null;
}

/**
 * Binding or editing a bank card decides where withdrawals go, so a session alone is not enough
 * (README "Bank cards"): a member with a withdrawal password gives it, counted like every withdrawal
 * password try (per member and per address, qk-pwd-guard.ts); a member without one (a phone sign-up)
 * gives the code texted to their own phone, guarded like every SMS code (sms-codes.ts).
 */
export async function checkCardProof(
  db: Db,
  member: CardProofMember,
  proof: { qk_pwd?: string | undefined; sms_code?: string | undefined },
  address: string,
  now: Date,
): Promise<void> {
  if (member.qkPwdHash) {
    if (!proof.qk_pwd) throw new AppError(422, 'validation.qkPwdRequired');
    const ticket = await takeQkPwdTry(db, member.id, address, now);
    // A wrong password stays counted.
    if (!(await verifySecret(proof.qk_pwd, member.qkPwdHash))) throw new AppError(422, 'qk_pwd_wrong');
    await qkPwdAccepted(db, ticket);
    return;
  }
  if (!member.phone) throw new AppError(422, 'qk_pwd_missing');
  if (!proof.sms_code) throw new AppError(422, 'validation.smsRequired');
  await consumeSmsCode(db, member.phone, proof.sms_code, now, address);
}
