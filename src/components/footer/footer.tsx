import { useRef, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { parseLicences } from '../../../domain/contracts/config';
import { httpUrlOrNull, mediaUrlOrNull } from '../../lib/safe-url';
import { useAppStore } from '../../store/app-store';
import { useAboutList, useNotices } from '../use-content-queries';
import { AlertCarousel } from './alert-carousel';
import { FloatingEntries } from './floating-entries';
import styles from './footer.module.css';
import { useReservedSpace } from './use-reserved-space';

export interface FooterProps {
  /**
   * Slot for the floating rebate bar of docs/product.md §2 (footer), built and mounted by the rebate
   * feature; the footer places it after its own floating entries and, while it shows, keeps room
   * for it below its last line so the bar never covers the end of the page.
   */
  rebateBar?: ReactNode;
}

function ShieldIcon() {
  return (
    <svg viewBox="0 0 16 18" width="14" height="16" aria-hidden="true" focusable="false">
      <path d="M8 1 L15 4 V9 C15 13 12 16 8 17 C4 16 1 13 1 9 V4 Z" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M5 9 L7.2 11.2 L11 7" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function HeadsetIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M3 11 V9 a7 7 0 0 1 14 0 v2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <rect x="2" y="10" width="4" height="6" rx="1.5" fill="currentColor" />
      <rect x="14" y="10" width="4" height="6" rx="1.5" fill="currentColor" />
      <path d="M16 16 q0 2 -4 2" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

function Badge({ name, number }: { name: string; number: string }) {
  const { t } = useTranslation();
  return (
    <>
      <ShieldIcon />
      <span className={styles.badgeText}>
        {name}
        <small className={styles.badgeNumber}>{t('footer.licenceNumber', { number })}</small>
      </span>
    </>
  );
}

/**
 * Site footer of docs/product.md §2: the alert carousel (when `/system/notices` has alert items), the
 * about-us links of `/about/list`, licence badges (`site_licences`, each with its number, leading to
 * its line on the licences page), customer service, the 18+ notice with the terms and responsible
 * gaming pages, and the floating event entries. Pages are found by their slug, so an operator may
 * reorder or rename them.
 */
export function Footer({ rebateBar }: FooterProps) {
  const { t } = useTranslation();
  const serviceLink = httpUrlOrNull(useAppStore((s) => s.link));
  const rebateSlot = useRef<HTMLDivElement>(null);
  const reserved = useReservedSpace(rebateSlot);
  const about = useAboutList();
  const licences = parseLicences(useAppStore((s) => s.config?.site_licences));
  const pageOf = (slug: string) => about.data?.find((item) => item.slug === slug);
  const terms = pageOf('terms');
  const responsible = pageOf('responsible');
  const licencesPage = pageOf('licences');
  const notices = useNotices();
  const alerts = (notices.data?.alert ?? []).flatMap((item) => {
    const url = mediaUrlOrNull(item.content);
    return url ? [{ id: item.id, content: url }] : [];
  });

  return (
    <footer className={styles.footer} style={reserved ? { paddingBottom: reserved } : undefined} data-testid="site-footer">
      <div className={styles.inner}>
        <div className={styles.columns}>
          {alerts.length > 0 ? <AlertCarousel items={alerts} /> : null}
          <nav className={styles.column} aria-label={t('footer.aboutUs')}>
            <h2 className={styles.heading}>{t('footer.aboutUs')}</h2>
            <ul className={styles.aboutList}>
              {(about.data ?? []).map((item) => (
                <li key={item.id}>
                  <Link to={`/AboutUs/${item.id}`}>{item.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <section className={styles.column} aria-labelledby="footer-licences">
            <h2 id="footer-licences" className={styles.heading}>
              {t('footer.licences')}
            </h2>
            <ul className={styles.badges}>
              {licences.map(({ name, number }) => (
                <li key={name}>
                  {licencesPage ? (
                    <Link className={styles.badge} to={`/AboutUs/${licencesPage.id}?licence=${encodeURIComponent(name)}`}>
                      <Badge name={name} number={number} />
                    </Link>
                  ) : (
                    <span className={styles.badge}>
                      <Badge name={name} number={number} />
                    </span>
                  )}
                </li>
              ))}
            </ul>
            <p className={styles.note}>{t('footer.licensed')}</p>
          </section>
          <section className={styles.column} aria-labelledby="footer-service">
            <h2 id="footer-service" className={styles.heading}>
              {t('footer.service')}
            </h2>
            <p className={styles.note}>{t('footer.serviceText')}</p>
            {serviceLink ? (
              <a className={styles.serviceButton} href={serviceLink} target="_blank" rel="noreferrer noopener">
                <HeadsetIcon />
                {t('nav.service')}
              </a>
            ) : (
              <span className={styles.serviceButton}>
                <HeadsetIcon />
                {t('nav.service')}
              </span>
            )}
          </section>
        </div>
        <div className={styles.bottom}>
          <p className={styles.adult} data-testid="adult-notice">
            <span className={styles.adultMark} aria-hidden="true">
              18+
            </span>
            <span>
              <Trans
                t={t}
                i18nKey="footer.adult"
                components={{ terms: terms ? <Link className={styles.adultLink} to={`/AboutUs/${terms.id}`} /> : <span /> }}
              />{' '}
              {responsible ? (
                <Link className={styles.responsible} to={`/AboutUs/${responsible.id}`}>
                  {t('footer.responsible')}
                </Link>
              ) : (
                <strong>{t('footer.responsible')}</strong>
              )}
            </span>
          </p>
          <p className={styles.copy}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
      <FloatingEntries />
      <div ref={rebateSlot} className={styles.floatingSlot}>
        {rebateBar}
      </div>
    </footer>
  );
}
