import { useMutation, useQuery } from '@tanstack/react-query';
import { fetchWheelSetting, queryWheel, spinWheel } from '../../../api/events';
import { eventKeys } from '../../../api/query-keys';
import { useAppStore } from '../../../store/app-store';
import { useMemberKey } from '../../../store/use-member-key';
import { useActionKey } from '../../../components/use-action-key';

/** The segments, window and rules; the same for everyone, texts in all three languages. */
export function useWheelSetting() {
  return useQuery({ queryKey: eventKeys.wheelSetting, queryFn: fetchWheelSetting, staleTime: 60_000 });
}

/** The member's chances left today, their draws and the real recent winners; nothing for a visitor. */
export function useWheelQuery() {
  const member = useMemberKey();
  const name = useAppStore((s) => (s.islogin === 1 ? (s.userinfo?.name ?? '') : ''));
  return useQuery({ queryKey: eventKeys.wheelOf(member, name), queryFn: () => queryWheel(name), enabled: member !== '' && name !== '', staleTime: 0 });
}

/**
 * One spin drawn and credited by the server (one idempotency key per spin, kept until the spin is answered, so a retry pays once).
 * What it changes shows when the wheel stops (use-wheel-spin.ts), not when the reply arrives.
 */
export function useSpinWheel() {
  const action = useActionKey();
  return useMutation({ mutationFn: (name: string) => action.run(name, (key) => spinWheel(name, key)) });
}
