import { SlimTopBar } from '../../../components/slim-top-bar';

/**
 * The events' slim top bar: logo → lobby, title, the member's balance (testid `event-balance`), the
 * sound toggle, "Back to the lobby". The account dialogs (a visitor's login) are the bare layout's.
 */
export function EventTopBar({ title }: { title: string }) {
  return <SlimTopBar title={title} />;
}
