import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteMailKeys } from '../api/query-keys';
import { fetchUnread } from '../api/site-mail';
import { useMemberKey } from '../store/use-member-key';

/** The unread count's query, keyed by the session. */
export const unreadMailQuery = (member: string) =>
  queryOptions({ queryKey: siteMailKeys.unread(member), queryFn: fetchUnread, staleTime: 60_000 });

/**
 * How many inbox messages the member has not read: the header's badge and the SiteMail page. Read
 * again when the window regains focus (a message may have arrived meanwhile); idle for a visitor.
 */
export function useUnreadMail(): number {
  const member = useMemberKey();
  const query = useQuery({ ...unreadMailQuery(member), enabled: Boolean(member), refetchOnWindowFocus: true });
  return query.data?.unread ?? 0;
}
