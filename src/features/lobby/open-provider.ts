import type { NavigateFunction } from 'react-router-dom';
import { requireMember } from '../../components/require-member';
import type { GameProvider } from '../../../domain/contracts/replies/games';
import { launchGame } from '../../components/launch-game';

/**
 * A provider click (header hover list, category page): visitors get the login dialog, and what
 * they clicked opens once they are in. A provider with a game list shows it on its category page, one without opens its lobby popup.
 */
export function openProvider(provider: GameProvider, categoryPath: string, navigate: NavigateFunction): void {
  if (provider.gamelist_count > 0) {
    const enter = () => void navigate(`${categoryPath}?api=${encodeURIComponent(provider.api_name)}`);
    if (!requireMember(enter)) return;
    enter();
    return;
  }
  launchGame(provider);
}
