import { SlimTopBar } from '../../../components/slim-top-bar';
import { AuthDialogs } from '../../auth/auth-dialogs';

/**
 * The events' slim top bar: logo → lobby, title, the member's balance (testid `event-balance`), the
 * sound toggle, "Back to the lobby"; with the account dialogs, since these pages have no header
 * (a visitor's Start opens the login dialog here, each dialog's code loading when first opened).
 */
export function EventTopBar({ title }: { title: string }) {
  return (
    <>
      <SlimTopBar title={title} />
      <AuthDialogs />
    </>
  );
}
