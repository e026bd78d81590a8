import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { operatorDayTime } from '../../../domain/time/operator-time';
import { publishPlayStop } from '../../lib/play-stop-now';
import { usePlayStop } from './use-play-stop';
import styles from './stop-banner.module.css';

const STOPPED_CLASS = 'play-stopped';

/**
 * The withdraw-only lobby's banner (README "Time-out and self-exclusion"): on every page while the
 * member's time-out or self-exclusion runs, what stays open, what is closed, the end in the
 * operator's time and the way to the withdrawal page. It also tells code outside React (a game's
 * launch) that a stop runs.
 */
export function StopBanner() {
  const { t } = useTranslation();
  const stop = usePlayStop();
  useEffect(() => {
    publishPlayStop(stop);
    document.documentElement.classList.toggle(STOPPED_CLASS, stop !== null);
    return () => {
      publishPlayStop(null);
      document.documentElement.classList.remove(STOPPED_CLASS);
    };
  }, [stop]);
  if (!stop) return null;
  const kind = t(stop.stop === 'timed_out' ? 'responsible.stopTimeOut' : 'responsible.stopExcluded');
  return (
    <aside className={styles.banner} aria-label={t('responsible.stopBannerLabel')} data-testid="stop-banner">
      <p className={styles.text}>
        <span className={styles.until}>{t('responsible.stopBanner', { stop: kind, until: operatorDayTime(stop.until) })}</span>
        {t('responsible.stopBannerOpen')}
      </p>
      <Link className={styles.withdraw} to="/Member/Withdraw">
        {t('responsible.stopBannerWithdraw')}
      </Link>
    </aside>
  );
}
