import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { httpUrlOrNull } from '../../lib/safe-url';
import { DemoMarkerSlot } from './demo-marker-slot';
import { useAppStore } from '../../store/app-store';
import { LanguageMenu } from './language-menu';
import { NavMenu, type ProviderListRenderer } from './nav-menu';
import { SkipLink } from './skip-link';
import { SoundToggle } from './sound-toggle';
import { useHeaderHeightVar } from './use-header-height-var';
import { useScrolledPast } from './use-scrolled-past';
import styles from './header.module.css';

const fallbackLogo = '/brand/logo.svg';

/**
 * Site header of docs/product.md §2; `account` is the login / member half the auth feature provides and
 * `providerList` the lobby's hover list of each category.
 */
export function Header({ account, providerList }: { account: ReactNode; providerList?: ProviderListRenderer }) {
  const { t } = useTranslation();
  const scrolled = useScrolledPast();
  const self = useRef<HTMLElement>(null);
  useHeaderHeightVar(self);
  const logo = useAppStore((s) => s.logo) || fallbackLogo;
  const serviceLink = httpUrlOrNull(useAppStore((s) => s.link));
  const qq = useAppStore((s) => s.config?.kefu_qq ?? '');
  const qqDigits = /^\d{5,12}$/.test(qq) ? qq : '';
  return (
    <header ref={self} className={scrolled ? `${styles.header} ${styles.solid}` : styles.header} data-testid="site-header" data-scrolled={scrolled ? '1' : '0'}>
      <SkipLink />
      <div className={styles.topBar}>
        <div className={styles.inner}>
          <span className={styles.hotline}>
            {t('nav.hotline')}:{' '}
            {qqDigits ? (
              <a href={`https://wpa.qq.com/msgrd?v=3&uin=${qqDigits}&site=qq&menu=yes`} target="_blank" rel="noreferrer noopener">
                {t('nav.qq')} {qqDigits}
              </a>
            ) : (
              <span>—</span>
            )}
          </span>
          <span className={styles.topLinks}>
            {account}
            <Link to="/Promotion">{t('nav.promotion')}</Link>
            {serviceLink ? (
              <a href={serviceLink} target="_blank" rel="noreferrer noopener">
                {t('nav.service')}
              </a>
            ) : (
              <span>{t('nav.service')}</span>
            )}
            <SoundToggle />
            <LanguageMenu />
          </span>
        </div>
      </div>
      <div className={styles.inner}>
        <Link to="/" className={styles.logo} aria-label={t('brand.name')}>
          <img src={logo} alt={t('brand.name')} width={176} height={45} />
        </Link>
        <DemoMarkerSlot />
        <NavMenu providerList={providerList} />
      </div>
    </header>
  );
}
