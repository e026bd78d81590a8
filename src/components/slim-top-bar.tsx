import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { mediaUrlOrNull } from '../lib/safe-url';
import { useAppStore } from '../store/app-store';
import { DemoMarkerSlot } from './header/demo-marker-slot';
import { SoundToggle } from './header/sound-toggle';
import styles from './slim-top-bar.module.css';
import { BalanceFigure } from './balance-figure';

const fallbackLogo = '/brand/logo.svg';

/**
 * The slim bar of a page without the lobby header (docs/product.md §2: the events, Verify, Yu-EBao), so it is
 * never a dead end: logo, title, the member's balance, the header's own sound toggle (one store value,
 * so muting here is muting there; no second copy of it in any chunk), the way back to the lobby.
 */
export function SlimTopBar({ title }: { title: string }) {
  const { t } = useTranslation();
  const logo = mediaUrlOrNull(useAppStore((s) => s.logo)) ?? fallbackLogo;
  const member = useAppStore((s) => s.islogin === 1 && s.userinfo !== null);
  return (
    <header className={styles.topBar}>
      <div className={styles.topInner}>
        <Link to="/" className={styles.logo} aria-label={t('nav.home')}>
          <img src={logo} alt={t('brand.name')} width={156} height={40} />
        </Link>
        <DemoMarkerSlot />
        <h1 className={styles.pageTitle}>{title}</h1>
        <div className={styles.end}>
          {member ? (
            <p className={styles.balance}>
              {t('events.balance')} <BalanceFigure testId="event-balance" />
            </p>
          ) : null}
          <span className={styles.sound} data-testid="slim-sound">
            <SoundToggle />
          </span>
          <Link className={styles.back} to="/">
            {t('events.backToLobby')}
          </Link>
        </div>
      </div>
    </header>
  );
}
