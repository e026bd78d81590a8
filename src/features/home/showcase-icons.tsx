import type { ShowcaseTab } from '../../canvas/scenes/showcase/showcase-machine';

const paths: Record<ShowcaseTab, React.ReactNode> = {
  slots: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="M9 5v14M15 5v14M5.5 12h1.5M11.3 12h1.4M17 12h1.5" />
    </>
  ),
  live: (
    <>
      <rect x="4" y="4" width="11" height="15" rx="2" transform="rotate(-10 9.5 11.5)" />
      <path d="M13 6.5l5 1.2a2 2 0 0 1 1.5 2.4l-2.3 9.4a2 2 0 0 1-2.4 1.5l-3-.7" />
      <path d="M9.5 9.5l1.6 2.3-1.6 2.3-1.6-2.3z" />
    </>
  ),
  fishing: (
    <>
      <path d="M3 12c3-4.5 8-6 12.5-3.5L21 5v14l-5.5-3.5C11 18 6 16.5 3 12z" />
      <circle cx="8" cy="11" r="1" />
    </>
  ),
  lottery: (
    <>
      <circle cx="12" cy="11" r="7.5" />
      <circle cx="9.5" cy="10" r="2" />
      <circle cx="14.5" cy="12.5" r="2" />
      <path d="M9 21h6M12 18.5V21" />
    </>
  ),
  sport: (
    <>
      <path d="M7 4h10v4a5 5 0 0 1-10 0zM7 6H4.5a2.5 2.5 0 0 0 2.8 4.2M17 6h2.5a2.5 2.5 0 0 1-2.8 4.2" />
      <path d="M12 13v4M8.5 20h7M10 17h4v3h-4z" />
    </>
  ),
};

/** Line icon of a game type for the showcase tabs. */
export function ShowcaseIcon({ tab, className }: { tab: ShowcaseTab; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true">
      {paths[tab]}
    </svg>
  );
}
