import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { BuildingPage } from '../../components/building-page';

/** Activity page without header (`/activity/{id}`). */
export default function ActivityPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  return <BuildingPage titleKey="page.activity" detail={t('page.idLabel', { id })} />;
}
