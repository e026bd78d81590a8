import type { MailSendValues } from '../../domain/contracts/site-mail';
import type { InboxPage, MailChangeReply, SentPage, UnreadReply } from '../../domain/contracts/replies/site-mail';
import { getJson, http, postJson } from './http';

/** One page of the inbox, with the unread count (`POST /member/message/list`). */
export function fetchInbox(page: number): Promise<InboxPage> {
  return postJson<InboxPage>('/member/message/list', { page });
}

/** One page of what the member sent (`POST /member/message/send_list`). */
export function fetchSent(page: number): Promise<SentPage> {
  return postJson<SentPage>('/member/message/send_list', { page });
}

/** How many inbox messages are unread, for the header (`GET /member/message/unread`). */
export function fetchUnread(): Promise<UnreadReply> {
  return getJson<UnreadReply>('/member/message/unread');
}

/** Writes to customer service (`POST /member/message/send`). */
export function sendMail(values: MailSendValues): Promise<MailChangeReply> {
  return postJson<MailChangeReply>('/member/message/send', values);
}

/** Marks one inbox message read (`POST /member/message/read`). */
export function markMailRead(id: number): Promise<MailChangeReply> {
  return postJson<MailChangeReply>('/member/message/read', { id });
}

/** Deletes one of the member's messages (`DELETE /member/message/delete`). */
export async function deleteMail(id: number): Promise<MailChangeReply> {
  const res = await http.delete<MailChangeReply>('/member/message/delete', { data: { id } });
  return res.data;
}

/** Empties the inbox (`DELETE /member/message/delete_all`). */
export async function deleteAllMail(): Promise<MailChangeReply> {
  const res = await http.delete<MailChangeReply>('/member/message/delete_all');
  return res.data;
}
