import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/app-store';
import styles from './demo-marker.module.css';

/**
 * A small "Demo" tag beside the logo while the server runs any stand-in (a demo payment page that
 * credits whatever is ordered, SMS codes that are never sent): nobody should take this lobby for a
 * real one. Screen readers and the tooltip get the reason, part by part.
 */
export function DemoMarker() {
  const { t } = useTranslation();
  const standIns = useAppStore((s) => s.standIns);
  if (standIns.length === 0) return null;
  const explanation = [t('header.demoExplain'), ...standIns.map((s) => t(`header.demoParts.${s}`))].join(' ');
  return (
    <span className={styles.marker} data-testid="demo-marker" title={explanation}>
      <span aria-hidden="true">{t('header.demo')}</span>
      <span className="visually-hidden">{explanation}</span>
    </span>
  );
}
