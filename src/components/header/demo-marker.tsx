import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/app-store';
import styles from './demo-marker.module.css';

/**
 * A small "Demo" tag beside the logo while the server runs any stand-in (a demo payment page that
 * credits whatever is ordered, SMS codes that are never sent): nobody should take this lobby for a
 * real one. Screen readers and the tooltip get the reason, part by part.
 */
export function DemoMarker() {
  const { t, i18n } = useTranslation();
  const standIns = useAppStore((s) => s.standIns);
  // Its texts are not the first screen's (a real deployment never shows it): every page loads the
  // rest (the footer, a lazy page), and useTranslation draws the tag again when they land.
  if (standIns.length === 0 || !i18n.exists('demo.tag')) return null;
  const explanation = [t('demo.explain'), ...standIns.map((s) => t(`demo.parts.${s}`))].join(' ');
  return (
    <span className={styles.marker} data-testid="demo-marker" title={explanation}>
      <span aria-hidden="true">{t('demo.tag')}</span>
      <span className="visually-hidden">{explanation}</span>
    </span>
  );
}
