import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/app-store';
import { helpSites } from './help-sites';
import styles from './responsible-play.module.css';

/** Where to find help in the reader's own region: web sites open in a new tab without a handle on this page. */
export function HelpLinks() {
  const { t } = useTranslation();
  const lang = useAppStore((s) => s.lang);
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {t('responsible.helpTitle')}
      </h2>
      <p className={styles.rule}>{t('responsible.helpText')}</p>
      <ul className={styles.help}>
        {helpSites[lang].map((site) => (
          <li key={site.key}>
            {site.href.startsWith('tel:') ? (
              <a href={site.href}>{t(`responsible.help.${site.key}`)}</a>
            ) : (
              <a href={site.href} target="_blank" rel="noopener noreferrer">
                {t(`responsible.help.${site.key}`)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
