import { useQuery } from '@tanstack/react-query';
import { vipKeys } from '../../api/query-keys';
import { fetchVips } from '../../api/vip';
import { useAppStore } from '../../store/app-store';
import { useMemberKey } from '../../store/use-member-key';

/** The VIP levels and the member's progress; keyed by the session, since the progress is theirs. */
export function useVips() {
  const member = useMemberKey();
  const lang = useAppStore((s) => s.lang);
  return useQuery({ queryKey: vipKeys.vipsOf(member, lang), queryFn: fetchVips, enabled: Boolean(member) });
}
