import { useTranslation } from 'react-i18next';
import styles from './home.module.css';

const sponsors = ['football', 'basketball', 'esports'] as const;
type Sponsor = (typeof sponsors)[number];

/** Emblems of the (fictional) partner teams, drawn here. */
function Emblem({ sponsor }: { sponsor: Sponsor }) {
  return (
    <svg className={styles.emblem} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id={`emblem-${sponsor}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff1bf" />
          <stop offset=".5" stopColor="#f3c35b" />
          <stop offset="1" stopColor="#a8690c" />
        </linearGradient>
      </defs>
      {sponsor === 'football' ? (
        <>
          <path d="M32 3l24 8v18c0 16-10 26-24 32C18 55 8 45 8 29V11z" fill="#0f2a5a" stroke={`url(#emblem-${sponsor})`} strokeWidth="3" />
          <path d="M8 24h48" stroke={`url(#emblem-${sponsor})`} strokeWidth="2" />
          <circle cx="32" cy="38" r="10" fill="#fff" />
          <path d="M32 32l5.7 4.1-2.2 6.7h-7l-2.2-6.7z" fill="#0f2a5a" />
          <path d="M20 17h24" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
        </>
      ) : sponsor === 'basketball' ? (
        <>
          <circle cx="32" cy="32" r="28" fill="#4d0616" stroke={`url(#emblem-${sponsor})`} strokeWidth="3" />
          <circle cx="32" cy="34" r="14" fill="#ee6a1c" />
          <path d="M18 34h28M32 20v28M22 24q6 10 0 20M42 24q-6 10 0 20" fill="none" stroke="#3a1402" strokeWidth="1.6" />
          <path d="M18 14l6 5 8-8 8 8 6-5-2 9H20z" fill={`url(#emblem-${sponsor})`} />
        </>
      ) : (
        <>
          <path d="M32 4l25 14v28L32 60 7 46V18z" fill="#1d0b3a" stroke={`url(#emblem-${sponsor})`} strokeWidth="3" />
          <path d="M32 14l4.5 11.5L48 27l-9 7.5 3 11.5-10-6.5L22 46l3-11.5-9-7.5 11.5-1.5z" fill="#7d5cff" stroke="#c9b8ff" strokeWidth="1.2" />
          <circle cx="32" cy="32" r="4" fill={`url(#emblem-${sponsor})`} />
        </>
      )}
    </svg>
  );
}

/** The three sponsor blurbs of the home page. */
export function SponsorBlurbs() {
  const { t } = useTranslation();
  return (
    <section className={styles.sponsors} aria-labelledby="sponsors-title" data-testid="sponsors">
      <h2 id="sponsors-title" className={styles.sectionTitle}>
        {t('home.sponsors.title')}
      </h2>
      <ul className={styles.sponsorList}>
        {sponsors.map((id) => (
          <li key={id} className={styles.sponsor}>
            <Emblem sponsor={id} />
            <div>
              <h3 className={styles.sponsorName}>{t(`home.sponsors.${id}.name`)}</h3>
              <p className={styles.sponsorRole}>{t(`home.sponsors.${id}.role`)}</p>
              <p className={styles.dim}>{t(`home.sponsors.${id}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
