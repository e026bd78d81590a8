import { BuildingPage } from '../../components/building-page';

/** Savings-style page without header (`/Yu-EBao`). */
export default function YuebaoPage() {
  return <BuildingPage titleKey="page.yuebao" />;
}
