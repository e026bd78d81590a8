/** One bank of `/member/bank/type`, its name in the caller's language. */
export interface BankType {
  id: number;
  name: string;
}

/** One bound card of `/member/bank`: the number only ever travels masked to its last four digits. */
export interface BankCard {
  id: number;
  bank_type_id: number;
  bank_name: string;
  /** "**** **** **** 1234" */
  card_no: string;
  owner_name: string;
  branch: string;
  /** ISO times. */
  created_at: string;
  updated_at: string;
}

/** `POST /member/bank` and `PATCH /member/bank/{id}`: the server's message and the card as stored. */
export interface BankCardReply {
  message: string;
  card: BankCard;
}
