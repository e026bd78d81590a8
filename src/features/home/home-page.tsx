import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removeBootShell } from '../../lib/boot-shell';
import { mediaUrlOrNull } from '../../lib/safe-url';
import { useAppStore } from '../../store/app-store';
import { AppPromo } from './app-promo';
import { BannerCarousel } from './banner-carousel';
import { GameShowcase } from './game-showcase';
import { homeBannersQuery } from './home-queries';
import { NoticeLine } from './notice-line';
import { SponsorBlurbs } from './sponsor-blurbs';
import { StatsStrip } from './stats-strip';
import { useRebateNotice } from './use-rebate-notice';
import carousel from './banner-carousel.module.css';
import styles from './home.module.css';

function Banners({ onSettled }: { onSettled(): void }) {
  const { t } = useTranslation();
  const lang = useAppStore((s) => s.lang);
  const { data, isPending, isError, refetch } = useQuery(homeBannersQuery(lang));
  // Only addresses the lobby may load, resolved once for the carousel.
  const banners = (data ?? []).flatMap((b) => {
    const url = mediaUrlOrNull(b.url);
    return url ? [{ ...b, url }] : [];
  });
  const nothingToPaint = isError || (data !== undefined && banners.length === 0);
  // Nothing to paint: let the showcase load now rather than wait for a banner.
  useEffect(() => {
    if (nothingToPaint) onSettled();
  }, [nothingToPaint, onSettled]);
  if (isPending) return <div className={carousel.placeholder} role="status" aria-label={t('common.loading')} />;
  if (nothingToPaint) {
    return (
      <div className={`${carousel.placeholder} ${carousel.failed}`} data-testid="banner-error">
        <p>{isError ? t('home.bannersError') : t('home.bannersEmpty')}</p>
        {isError ? (
          <button type="button" className={carousel.retry} onClick={() => void refetch()}>
            {t('error.retry')}
          </button>
        ) : null}
      </div>
    );
  }
  return <BannerCarousel banners={banners} onFirstPaint={onSettled} />;
}

/** Home (`/`, docs/product.md §2): banners, notice line, game showcase, sponsors, app promotion, statistics. */
export default function HomePage() {
  const { t } = useTranslation();
  const [heroSettled, setHeroSettled] = useState(false);
  const settle = useCallback(() => {
    removeBootShell();
    setHeroSettled(true);
  }, []);
  useRebateNotice();
  return (
    <main className={styles.home} data-testid="page">
      <h1 className="visually-hidden">{t('page.home')}</h1>
      <Banners onSettled={settle} />
      <NoticeLine />
      <GameShowcase heroSettled={heroSettled} />
      <SponsorBlurbs />
      <AppPromo />
      <StatsStrip />
    </main>
  );
}
