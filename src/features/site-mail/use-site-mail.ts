import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { deleteAllMail, deleteMail, fetchInbox, fetchSent, markMailRead, sendMail } from '../../api/site-mail';
import { isMailList, siteMailKeys } from '../../api/query-keys';
import { unreadMailQuery } from '../../components/use-unread-mail';
import type { MailSendValues } from '../../../domain/contracts/site-mail';
import type { InboxPage, MailChangeReply } from '../../../domain/contracts/replies/site-mail';
import { useAppStore } from '../../store/app-store';
import { useMemberKey } from '../../store/use-member-key';

/**
 * One page of the inbox (the previous page stays while the next loads), read afresh on each visit;
 * the header's count follows the one the page brings.
 */
export function useInbox(page: number) {
  const client = useQueryClient();
  const member = useMemberKey();
  const lang = useAppStore((s) => s.lang);
  const query = useQuery({ queryKey: siteMailKeys.inbox(member, lang, page), queryFn: () => fetchInbox(page), enabled: Boolean(member), staleTime: 0, placeholderData: keepPreviousData });
  const unread = query.isPlaceholderData ? undefined : query.data?.unread;
  useEffect(() => {
    if (unread !== undefined) client.setQueryData(unreadMailQuery(member).queryKey, { unread });
  }, [client, member, unread]);
  return query;
}

/** One page of the messages the member sent. */
export function useSent(page: number) {
  const member = useMemberKey();
  return useQuery({ queryKey: siteMailKeys.sent(member, page), queryFn: () => fetchSent(page), enabled: Boolean(member), staleTime: 0, placeholderData: keepPreviousData });
}

/** After a change: the header's count from the reply at once, then every mail list afresh. */
function useMailChanged() {
  const client = useQueryClient();
  const member = useMemberKey();
  return (reply: MailChangeReply) => {
    client.setQueryData(unreadMailQuery(member).queryKey, { unread: reply.unread });
    void client.invalidateQueries({ queryKey: siteMailKeys.all, predicate: isMailList });
  };
}

/** Marks an inbox message read: the open page shows it read at once. */
export function useMarkRead(page: number) {
  const client = useQueryClient();
  const member = useMemberKey();
  const lang = useAppStore((s) => s.lang);
  const changed = useMailChanged();
  return useMutation({
    mutationFn: (id: number) => markMailRead(id),
    onMutate: (id) =>
      client.setQueryData<InboxPage>(siteMailKeys.inbox(member, lang, page), (old) => old && { ...old, list: old.list.map((m) => (m.id === id ? { ...m, is_read: true } : m)) }),
    onSuccess: changed,
  });
}

/** Deletes one message, or the whole inbox with `null`. */
export function useDeleteMail() {
  const changed = useMailChanged();
  return useMutation({ mutationFn: (id: number | null) => (id === null ? deleteAllMail() : deleteMail(id)), onSuccess: changed });
}

/** Writes to customer service. */
export function useSendMail() {
  const changed = useMailChanged();
  return useMutation({ mutationFn: (values: MailSendValues) => sendMail(values), onSuccess: changed });
}
