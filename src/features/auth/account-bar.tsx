import { useState, type ReactNode } from 'react';
import { useAppStore } from '../../store/app-store';
import { AuthDialogs } from './auth-dialogs';
import { GuestForm } from './guest-form';
import { MemberBar } from './member-bar';

/**
 * The header's account half: inline login for visitors, the member summary for members, and the
 * dialogs; `mailUnread` goes to the member summary's envelope.
 */
export function AccountBar({ mailUnread }: { mailUnread?: ReactNode }) {
  const islogin = useAppStore((s) => s.islogin);
  // A member already signed in as the page loads keeps the page's own first focus (the skip link).
  const [visitorAtFirst] = useState(() => !islogin);
  return (
    <>
      {islogin ? <MemberBar mailUnread={mailUnread} justSignedIn={visitorAtFirst} /> : <GuestForm />}
      <AuthDialogs />
    </>
  );
}
