import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './responsible-play.module.css';

/** Independent help, opened in a new tab without giving it a handle on this page. */
const helpSites = [
  { key: 'gamcare', href: 'https://www.gamcare.org.uk/' },
  { key: 'begambleaware', href: 'https://www.begambleaware.org/' },
  { key: 'ga', href: 'https://www.gamblersanonymous.org/' },
] as const;

/** Where to find help: GamCare, BeGambleAware, Gamblers Anonymous. */
export function HelpLinks() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {t('responsible.helpTitle')}
      </h2>
      <p className={styles.rule}>{t('responsible.helpText')}</p>
      <ul className={styles.help}>
        {helpSites.map((site) => (
          <li key={site.key}>
            <a href={site.href} target="_blank" rel="noopener noreferrer">
              {t(`responsible.help.${site.key}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
