import { BuildingPage } from '../../components/building-page';

/** Home (`/`); the home issue adds the banners, notices and the canvas showcase. */
export default function HomePage() {
  return <BuildingPage titleKey="page.home" />;
}
