import { SlimTopBar } from '../../../components/slim-top-bar';

/** The events' slim top bar: logo → lobby, title, the member's balance (testid `event-balance`), "Back to the lobby". */
export function EventTopBar({ title }: { title: string }) {
  return <SlimTopBar title={title} />;
}
