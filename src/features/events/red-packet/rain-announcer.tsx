import type { RainWords } from './use-rain-announcer';

/**
 * The rain's two live regions, in the page from its first paint (a region that appears with its
 * words is often not read). The explicit aria-live also keeps them heard while the result dialog
 * hides the rest of the page from assistive tech (Radix's aria-hidden spares [aria-live]).
 */
export function RainAnnouncer({ words }: { words: RainWords }) {
  return (
    <div className="visually-hidden">
      <p role="status" aria-live="polite" data-testid="rain-announcement">
        {words.polite}
      </p>
      <p role="alert" aria-live="assertive" data-testid="rain-alert">
        {words.urgent}
      </p>
    </div>
  );
}
