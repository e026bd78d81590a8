import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { gameTypeIds, gameTypeLabelKey, parseGameType, useGameTypeTab } from '../../components/game-type-tabs';
import { LoadingState } from '../../components/load-state';
import memberStyles from '../../components/member-page.module.css';
import { tabPanelProps, Tabs } from '../../components/tabs';
import { useFavourites } from '../../components/use-favourites';
import { gameTypes } from '../../../domain/contracts/games-types';
import { FavouritesPanel } from './favourites-panel';

const ID = 'collect';

/** /Member/Collect: the member's favourite games per game type, each to launch or remove. */
export default function CollectPage() {
  const { t } = useTranslation();
  // Without a tab in the address, open the type of the newest favourite rather than an empty one.
  const all = useFavourites(null);
  const [type, select, named] = useGameTypeTab(parseGameType(String(all.games[0]?.game_type)) ?? gameTypes.live);
  const deciding = !named && all.pending;
  // Once decided, the tab goes into the address: removing its last favourite must not switch tabs.
  useEffect(() => {
    if (!named && !all.pending) select(type);
  }, [named, all.pending, select, type]);
  return (
    <main className={memberStyles.page} data-testid="page">
      <h1 className={memberStyles.title}>{t('member.Collect')}</h1>
      {deciding ? (
        <LoadingState />
      ) : (
        <>
          <Tabs
            idBase={ID}
            label={t('collect.tabs')}
            items={gameTypeIds.map((id) => ({ key: String(id), label: t(gameTypeLabelKey[id]) }))}
            selected={String(type)}
            onSelect={(key) => select(parseGameType(key) ?? type)}
          />
          <div {...tabPanelProps(ID, String(type))}>
            <FavouritesPanel key={type} gameType={type} />
          </div>
        </>
      )}
    </main>
  );
}
