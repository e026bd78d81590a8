import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { launchGame } from '../../components/launch-game';
import type { Game, GameProvider, ListedGame } from '../../../domain/contracts/replies/games';
import { GameGrid } from './game-grid';
import { useGameSearch } from './use-game-search';
import styles from './lobby.module.css';

export interface OtherProviderMatchesProps {
  /** Trimmed and settled; nothing is shown while it is empty. */
  keyword: string;
  /** The provider on screen: its own grid already lists its matches. */
  current: GameProvider;
  /** The providers of this page, so a match launches with its own provider's settings. */
  providers: readonly GameProvider[];
}

/**
 * A search on a category page looks through every provider of the page, not only the selected one:
 * the other providers' matches follow the grid, one group per provider, each tile launching its own game.
 */
export function OtherProviderMatches({ keyword, current, providers }: OtherProviderMatchesProps) {
  const { t } = useTranslation();
  const found = useGameSearch(keyword, current.game_type, current.api_name);
  const groups = useMemo(() => groupByProvider(found.data ?? [], providers), [found.data, providers]);
  if (!keyword || groups.length === 0) return null;
  const n = groups.reduce((sum, group) => sum + group.games.length, 0);
  return (
    <section className={styles.otherMatches} aria-labelledby="other-matches-title" data-testid="other-provider-matches">
      <div className={styles.sectionHead}>
        <h2 id="other-matches-title">{t('lobby.otherProviders')}</h2>
        <span className={styles.count}>{t('lobby.otherCount', { n })}</span>
      </div>
      {groups.map((group) => (
        <ProviderMatches key={group.provider.api_name} provider={group.provider} games={group.games} />
      ))}
    </section>
  );
}

function ProviderMatches({ provider, games }: { provider: GameProvider; games: Game[] }) {
  const play = useCallback((game: ListedGame) => launchGame(provider, game), [provider]);
  const providerOf = useCallback(() => provider.title, [provider]);
  return (
    <div data-testid="other-provider" data-api={provider.api_name}>
      <h3 className={styles.otherTitle}>{provider.title}</h3>
      <GameGrid games={games} favourites={noFavourites} onPlay={play} providerOf={providerOf} />
    </div>
  );
}

const noFavourites: ReadonlySet<number> = new Set();

/** Matches grouped under the page's providers, in the server's provider order; a provider not on the page is left out. */
function groupByProvider(games: readonly Game[], providers: readonly GameProvider[]): { provider: GameProvider; games: Game[] }[] {
  const byName = new Map(providers.map((p) => [p.api_name, p]));
  const groups = new Map<string, { provider: GameProvider; games: Game[] }>();
  for (const game of games) {
    const provider = byName.get(game.api_name);
    if (!provider) continue;
    const group = groups.get(game.api_name) ?? { provider, games: [] };
    group.games.push(game);
    groups.set(game.api_name, group);
  }
  return [...groups.values()];
}
