import { BuildingPage } from '../../../components/building-page';

/** Prize wheel (`/zhuanpan`). */
export default function WheelPage() {
  return <BuildingPage titleKey="page.zhuanpan" />;
}
