import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { httpUrlOrNull } from '../../lib/safe-url';
import { useAppStore } from '../../store/app-store';
import styles from './footer.module.css';

const licences = ['PAGCOR', 'MGA', 'GLI', 'BMM'] as const;
/** About-us items the footer links to; the content issue loads their titles from `/about/list`. */
const aboutIds = [1, 2, 3, 4] as const;

/** Site footer of spec point 2. */
export function Footer() {
  const { t } = useTranslation();
  const serviceLink = httpUrlOrNull(useAppStore((s) => s.link));
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.inner}>
        <nav className={styles.about} aria-label={t('footer.aboutUs')}>
          {aboutIds.map((id) => (
            <Link key={id} to={`/AboutUs/${id}`}>
              {t('footer.aboutUs')} {id}
            </Link>
          ))}
        </nav>
        <div className={styles.row}>
          <section aria-label={t('footer.licences')} className={styles.licences}>
            <h2 className={styles.heading}>{t('footer.licences')}</h2>
            <ul>
              {licences.map((name) => (
                <li key={name} className={styles.badge}>
                  {name}
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.service}>
            <h2 className={styles.heading}>{t('footer.service')}</h2>
            {serviceLink ? (
              <a className={styles.serviceButton} href={serviceLink} target="_blank" rel="noreferrer noopener">
                {t('nav.service')}
              </a>
            ) : (
              <span className={styles.serviceButton}>{t('nav.service')}</span>
            )}
          </section>
        </div>
        <p className={styles.adult}>
          <span className={styles.adultMark} aria-hidden="true">
            18+
          </span>
          {t('footer.adult')} {t('footer.responsible')}
        </p>
        <p className={styles.copy}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
