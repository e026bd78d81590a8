import { useAppStore } from '../../store/app-store';
import { AuthDialogs } from './auth-dialogs';
import { GuestForm } from './guest-form';
import { MemberBar } from './member-bar';

/** The header's account half: inline login for visitors, the member summary for members, and the dialogs. */
export function AccountBar() {
  const islogin = useAppStore((s) => s.islogin);
  return (
    <>
      {islogin ? <MemberBar /> : <GuestForm />}
      <AuthDialogs />
    </>
  );
}
