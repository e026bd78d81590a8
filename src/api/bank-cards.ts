import type { BankCardPatchValues, BankCardValues } from '../../domain/contracts/bank-cards';
import type { BankCard, BankCardReply, BankType } from '../../domain/contracts/replies/bank-cards';
import { getJson, http, postJson } from './http';

/** Banks a card can be bound of, named in the lobby's language (`GET /member/bank/type`). */
export function fetchBankTypes(): Promise<BankType[]> {
  return getJson<BankType[]>('/member/bank/type');
}

/** The signed-in member's cards, numbers masked (`GET /member/bank`). */
export function fetchBankCards(): Promise<BankCard[]> {
  return getJson<BankCard[]>('/member/bank');
}

/** Binds a card (`POST /member/bank`). */
export function addBankCard(card: BankCardValues): Promise<BankCardReply> {
  return postJson<BankCardReply>('/member/bank', card);
}

/** Texts a code to the member's own phone, for a member without a withdrawal password (`POST /member/bank/sms`). */
export function sendCardSms(): Promise<{ message: string }> {
  return postJson<{ message: string }>('/member/bank/sms', {});
}

/** Edits a card (`PATCH /member/bank/{id}`); without `card_no` the bound number stays. */
export async function updateBankCard(id: number, card: BankCardPatchValues): Promise<BankCardReply> {
  const res = await http.patch<BankCardReply>(`/member/bank/${id}`, card);
  return res.data;
}
