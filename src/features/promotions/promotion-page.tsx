import { BuildingPage } from '../../components/building-page';

/** Promotions (`/Promotion`). */
export default function PromotionPage() {
  return <BuildingPage titleKey="page.promotion" />;
}
