import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BuildingPage } from '../../components/building-page';

/** About-us page (`/AboutUs/{id}`). */
export default function AboutPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  return <BuildingPage titleKey="page.aboutUs" detail={t('page.idLabel', { id })} />;
}
