import { BuildingPage } from '../../components/building-page';

/** Game launch popup (`/LoginToSupplier`); the lobby issue calls `/game/login` here. */
export default function LoginToSupplierPage() {
  return <BuildingPage titleKey="page.loginToSupplier" />;
}
