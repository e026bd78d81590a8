import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { mediaUrlOrNull } from '../../lib/safe-url';
import { useAppStore } from '../../store/app-store';
import styles from './yuebao.module.css';

const fallbackLogo = '/brand/logo.svg';

/** The slim bar of this page without the lobby header: logo, title, the member's balance, the way back. */
export function YuebaoTopBar() {
  const { t } = useTranslation();
  const logo = mediaUrlOrNull(useAppStore((s) => s.logo)) ?? fallbackLogo;
  const money = useAppStore((s) => (s.islogin === 1 ? (s.userinfo?.money ?? null) : null));
  return (
    <header className={styles.topBar}>
      <div className={styles.topInner}>
        <Link to="/" className={styles.logo} aria-label={t('nav.home')}>
          <img src={logo} alt={t('brand.name')} width={156} height={40} />
        </Link>
        <h1 className={styles.pageTitle}>{t('yuebao.title')}</h1>
        {money !== null ? (
          <p className={styles.balance}>
            {t('yuebao.wallet')} <strong data-testid="yuebao-balance">{money}</strong>
          </p>
        ) : null}
        <Link className={styles.back} to="/">
          {t('yuebao.backToLobby')}
        </Link>
      </div>
    </header>
  );
}
