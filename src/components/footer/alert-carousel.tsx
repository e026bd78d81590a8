import { useEffect, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertItem } from '../../../domain/contracts/replies/content';
import { useClickGuard } from '../use-click-guard';
import { useInView } from '../use-in-view';
import styles from './alert-carousel.module.css';

/** Alert carousel interval of docs/product.md §2 and §9. */
export const ALERT_INTERVAL_MS = 5000;

/**
 * The footer's alert images, one at a time, moving on every 5 s. It holds still while the pointer
 * is over it or focus is inside (so a reader can look, WCAG 2.2.2); a dot picks an image and the
 * 5 s start again from there. It also waits while scrolled out of view.
 */
export function AlertCarousel({ items }: { items: readonly AlertItem[] }) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = items.length;
  const index = count ? picked % count : 0;
  const paused = hovered || focused;
  // Off-screen it waits: a cross-fade nobody sees still costs the compositor frames (bench/home).
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const onScreen = useInView(region, { initial: true });

  useEffect(() => {
    if (paused || !onScreen || count < 2) return;
    const timer = window.setInterval(() => setPicked((i) => (i + 1) % count), ALERT_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, onScreen, count, index]);

  const pick = useClickGuard((i: number) => setPicked(i));
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      ref={setRegion}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('footer.alerts')}
      data-testid="alert-carousel"
      data-index={index}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <h2 className={styles.heading}>{t('footer.alerts')}</h2>
      <div className={styles.viewport} aria-live={paused ? 'polite' : 'off'}>
        {items.map((item, i) => (
          <div
            key={item.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('footer.alertSlide', { n: i + 1, total: count })}
            aria-hidden={i !== index}
            className={i === index ? styles.slideOn : styles.slide}
            data-testid="alert-slide"
          >
            <img src={item.content} alt="" width={300} height={200} decoding="async" />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className={styles.dots}>
          {items.map((item, i) => (
            <button
              key={item.id}
              type="button"
              className={i === index ? styles.dotOn : styles.dot}
              aria-label={t('footer.showAlert', { n: i + 1 })}
              aria-current={i === index}
              onClick={() => pick(i)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
