import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useClickGuard } from '../../components/use-click-guard';
import { httpUrlOrNull } from '../../lib/safe-url';
import { useAppStore } from '../../store/app-store';
import { PhoneArt } from './phone-art';
import { qrModules, qrPath } from './qr-pattern';
import styles from './home.module.css';

const platforms = ['ios', 'android', 'h5'] as const;
type Platform = (typeof platforms)[number];

function QrPicture({ seed }: { seed: string }) {
  const modules = useMemo(() => qrModules(seed), [seed]);
  const size = modules.length;
  return (
    <svg className={styles.qr} viewBox={`-2 -2 ${size + 4} ${size + 4}`} aria-hidden="true" shapeRendering="crispEdges" data-testid="app-qr">
      <rect x="-2" y="-2" width={size + 4} height={size + 4} rx="1.5" fill="#fff" />
      <path d={qrPath(modules)} fill="#141021" />
      <rect x={size / 2 - 2.5} y={size / 2 - 2.5} width="5" height="5" rx="1" fill="#fff" />
      <path d={`M${size / 2 - 1.6} ${size / 2 + 1.2}l0.6-2.4 1 1.2 1-1.6 1 1.6 1-1.2 0.6 2.4z`} fill="#c98a16" />
    </svg>
  );
}

/** App promotion tabs of the home page: iOS, Android and mobile web, each with its QR picture. */
export function AppPromo() {
  const { t } = useTranslation();
  const [platform, setPlatform] = useState<Platform>('ios');
  const refs = useRef(new Map<Platform, HTMLButtonElement>());
  const mobile = httpUrlOrNull(useAppStore((s) => s.config?.site_mobile));
  const pick = useClickGuard((next: Platform) => setPlatform(next));
  const onKeyDown = (event: KeyboardEvent) => {
    const i = platforms.indexOf(platform);
    const to = event.key === 'ArrowRight' ? i + 1 : event.key === 'ArrowLeft' ? i - 1 : null;
    if (to === null) return;
    event.preventDefault();
    const next = platforms[(to + platforms.length) % platforms.length]!;
    setPlatform(next);
    refs.current.get(next)?.focus();
  };

  return (
    <section className={styles.app} aria-labelledby="app-title" data-testid="app-promo">
      <PhoneArt className={styles.phone} />
      <div className={styles.appBody}>
        <p className={styles.eyebrow}>{t('home.app.eyebrow')}</p>
        <h2 id="app-title" className={styles.sectionTitle}>
          {t('home.app.title')}
        </h2>
        <p className={styles.dim}>{t('home.app.subtitle')}</p>
        <div className={styles.appTabs} role="tablist" aria-label={t('home.app.tabsLabel')} onKeyDown={onKeyDown}>
          {platforms.map((id) => (
            <button
              key={id}
              ref={(node) => void (node ? refs.current.set(id, node) : refs.current.delete(id))}
              type="button"
              role="tab"
              id={`app-tab-${id}`}
              aria-selected={id === platform}
              aria-controls="app-panel"
              tabIndex={id === platform ? 0 : -1}
              className={id === platform ? `${styles.appTab} ${styles.appTabActive}` : styles.appTab}
              onClick={() => pick(id)}
            >
              {t(`home.app.tabs.${id}`)}
            </button>
          ))}
        </div>
        <div id="app-panel" role="tabpanel" aria-labelledby={`app-tab-${platform}`} className={styles.appPanel}>
          <QrPicture seed={`${platform}:${mobile ?? 'royal-lobby'}`} />
          <div>
            <h3 className={styles.appHeading}>{t(`home.app.heading.${platform}`)}</h3>
            <p className={styles.dim}>{t(`home.app.text.${platform}`)}</p>
            {mobile ? (
              <p className={styles.appAddress}>
                {t('home.app.address')}{' '}
                <a href={mobile} target="_blank" rel="noreferrer noopener">
                  {mobile.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                </a>
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
