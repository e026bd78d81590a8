import { BuildingPage } from '../../../components/building-page';

/** Red-packet event (`/Red`). */
export default function RedPage() {
  return <BuildingPage titleKey="page.red" />;
}
