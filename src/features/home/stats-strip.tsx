import { useTranslation } from 'react-i18next';
import styles from './home.module.css';

/**
 * The four figures of the home page (docs/product.md §2) and how full their gauge is drawn. The payment
 * figures say what the cashier flow does, in the words of About and FAQ (`paymentSpeed`), not a
 * time nobody measures (README.md "Promotions state what the events enforce").
 */
const stats = [
  { id: 'deposit', value: 'figure.deposit', unit: 'online', share: 1 },
  { id: 'withdrawal', value: 'figure.withdrawal', unit: 'check', share: 1 / 4 },
  { id: 'payments', value: 28, unit: 'partners', share: 28 / 40 },
  { id: 'platforms', value: 32, unit: 'platforms', share: 32 / 40 },
] as const;

const R = 52;
const C = 2 * Math.PI * R;

/** The payment figures, 28 and 32 with their captions, each in a gold gauge. */
export function StatsStrip() {
  const { t } = useTranslation();
  return (
    <section className={styles.stats} aria-label={t('home.stats.label')} data-testid="stats">
      {stats.map((s) => (
        <figure key={s.id} className={styles.stat} data-testid={`stat-${s.id}`} title={s.id === 'deposit' || s.id === 'withdrawal' ? t(`paymentSpeed.${s.id}`) : undefined}>
          <svg className={styles.gauge} viewBox="0 0 120 120" aria-hidden="true">
            <defs>
              <linearGradient id={`gauge-${s.id}`} x1="0" y1="0" x2="1" y2="1">
                <stop offset="0" stopColor="#ffe39a" />
                <stop offset="1" stopColor="#c98a16" />
              </linearGradient>
            </defs>
            <circle cx="60" cy="60" r={R} fill="none" stroke="rgba(255,255,255,0.07)" strokeWidth="6" />
            <circle cx="60" cy="60" r={R} fill="none" stroke={`url(#gauge-${s.id})`} strokeWidth="6" strokeLinecap="round" strokeDasharray={`${C * s.share} ${C}`} transform="rotate(-90 60 60)" />
          </svg>
          <p className={styles.statFigure}>
            <span className={styles.statValue}>{typeof s.value === 'number' ? s.value : t(`home.stats.${s.value}`)}</span>
            <span className={styles.statUnit}>{t(`home.stats.unit.${s.unit}`)}</span>
          </p>
          <figcaption className={styles.statCaption}>{t(`home.stats.${s.id}`)}</figcaption>
        </figure>
      ))}
    </section>
  );
}
