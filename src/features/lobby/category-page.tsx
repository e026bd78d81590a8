import { useLocation } from 'react-router-dom';
import { BuildingPage } from '../../components/building-page';

const titles: Record<string, string> = {
  '/Live': 'page.live',
  '/Game': 'page.game',
  '/Fish': 'page.fish',
  '/Board': 'page.board',
  '/Sport': 'page.sport',
  '/Lottery': 'page.lottery',
  '/Esports': 'page.esports',
  '/Hot': 'page.hot',
  '/Hotgame': 'page.hot',
};

/** Category pages of spec point 2; the lobby issue adds providers and the game grid. */
export default function CategoryPage() {
  const { pathname } = useLocation();
  return <BuildingPage titleKey={titles[pathname] ?? 'page.hot'} />;
}
