import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useClickGuard } from '../../components/use-click-guard';
import { useBelowHeader } from '../../components/below-header';
import { useInView } from '../../components/use-in-view';
import type { Banner } from '../../../domain/contracts/replies/content';
import { httpUrlOrNull } from '../../lib/safe-url';
import { useReducedMotion } from '../../components/use-reduced-motion';
import styles from './banner-carousel.module.css';

/** Time each banner shows before the next one. */
const BANNER_INTERVAL_MS = 5000;

function BannerLink({ banner, children, label }: { banner: Banner; children: ReactNode; label: string }) {
  const link = banner.link.trim();
  if (link.startsWith('/') && !link.startsWith('//')) return <Link to={link} aria-label={label}>{children}</Link>;
  const external = httpUrlOrNull(link);
  return external ? (
    <a href={external} target="_blank" rel="noreferrer noopener" aria-label={label}>
      {children}
    </a>
  ) : (
    <>{children}</>
  );
}

/**
 * Home banner carousel: advances every 5 s, pauses under the pointer or focus and while scrolled away, arrow keys and dots
 * move it. The first image loads eagerly with high priority (the page's largest paint); the rest
 * only once it has arrived. With reduced motion it neither cross-fades nor advances by itself.
 */
/** `banners` carry addresses already checked with mediaUrlOrNull. */
export function BannerCarousel({ banners, onFirstPaint }: { banners: Banner[]; onFirstPaint(): void }) {
  const { t } = useTranslation();
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Off-screen or under the sticky header it waits: a cross-fade nobody sees still costs the
  // compositor frames, and they held up the showcase's frames and clicks below it (bench/home).
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const onScreen = useInView(region, { initial: true, rootMargin: useBelowHeader() });
  const paused = hovered || focused || !onScreen;
  const [restLoaded, setRestLoaded] = useState(false);
  const count = banners.length;
  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (paused || reduced || count < 2) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, reduced, count, index]);

  const prev = useClickGuard(() => go(index - 1));
  const next = useClickGuard(() => go(index + 1));
  const pick = useClickGuard((i: number) => go(i));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };
  const firstDone = () => {
    setRestLoaded(true);
    onFirstPaint();
  };

  return (
    <section
      ref={setRegion}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('home.bannersLabel')}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      // Focus moving between the dots and arrows stays inside: only leaving the carousel resumes it.
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setFocused(false)}
      // Rotating, the slides change unannounced; stopped (seen, hovered, focused or reduced motion), a
      // change the player makes is read out, as the ARIA carousel pattern has it.
      aria-live={paused || reduced ? 'polite' : 'off'}
      data-testid="banner-carousel"
      data-index={index}
    >
      {banners.map((banner, i) => {
        const label = t('home.slide', { n: i + 1, total: count });
        return (
          <div key={banner.id} className={i === index ? `${styles.slide} ${styles.active}` : styles.slide} role="group" aria-roledescription="slide" aria-label={label} aria-hidden={i !== index} inert={i !== index}>
            {i === 0 || restLoaded ? (
              <BannerLink banner={banner} label={label}>
                <img
                  className={styles.image}
                  src={banner.url}
                  alt={banner.title.trim() || t('home.bannerAlt', { n: i + 1 })}
                  width={1920}
                  height={460}
                  decoding={i === 0 ? undefined : 'async'}
                  fetchPriority={i === 0 ? 'high' : 'low'}
                  onLoad={i === 0 ? firstDone : undefined}
                  onError={i === 0 ? firstDone : undefined}
                />
              </BannerLink>
            ) : null}
          </div>
        );
      })}
      {count > 1 ? (
        <>
          <button type="button" className={`${styles.arrow} ${styles.arrowPrev}`} onClick={prev} aria-label={t('home.prevSlide')}>
            <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M15 5l-7 7 7 7" /></svg>
          </button>
          <button type="button" className={`${styles.arrow} ${styles.arrowNext}`} onClick={next} aria-label={t('home.nextSlide')}>
            <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M9 5l7 7-7 7" /></svg>
          </button>
          <div className={styles.dots}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={i === index ? `${styles.dot} ${styles.dotActive}` : styles.dot}
                aria-label={t('home.goToSlide', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => pick(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
