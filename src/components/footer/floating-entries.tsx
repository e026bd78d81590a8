import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppStore } from '../../store/app-store';
import styles from './floating-entries.module.css';

function RedPacketIcon() {
  return (
    <svg viewBox="0 0 56 64" width="56" height="64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="fe-red" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff5a68" />
          <stop offset="1" stopColor="#b0001f" />
        </linearGradient>
        <linearGradient id="fe-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff3c4" />
          <stop offset=".5" stopColor="#ffcc4d" />
          <stop offset="1" stopColor="#b5730f" />
        </linearGradient>
      </defs>
      <rect x="6" y="4" width="44" height="56" rx="7" fill="url(#fe-red)" stroke="#ffcc4d" strokeWidth="2" />
      <path d="M6 20 Q28 38 50 20" fill="none" stroke="#ffcc4d" strokeWidth="2" />
      <circle cx="28" cy="28" r="9" fill="url(#fe-gold)" stroke="#9a6208" strokeWidth="1.5" />
      <path d="M24.5 25h7M28 25v7M25 29h6" stroke="#8a1a00" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

function WheelIcon() {
  const colours = ['#ff5a68', '#ffcc4d', '#7c4dff', '#2ec4b6', '#ff5a68', '#ffcc4d', '#7c4dff', '#2ec4b6'];
  return (
    <svg viewBox="0 0 64 64" width="60" height="60" aria-hidden="true" focusable="false">
      <circle cx="32" cy="34" r="27" fill="#6b3d08" />
      <circle cx="32" cy="32" r="27" fill="#ffcc4d" stroke="#b5730f" strokeWidth="2" />
      {colours.map((colour, i) => {
        const a = (i * Math.PI) / 4;
        const b = ((i + 1) * Math.PI) / 4;
        const p = (angle: number) => `${(32 + 22 * Math.sin(angle)).toFixed(2)} ${(32 - 22 * Math.cos(angle)).toFixed(2)}`;
        return <path key={i} d={`M32 32L${p(a)}A22 22 0 0 1 ${p(b)}Z`} fill={colour} />;
      })}
      <circle cx="32" cy="32" r="6" fill="#fff3c4" stroke="#b5730f" strokeWidth="2" />
      <path d="M32 1 L38 12 L26 12 Z" fill="#fff3c4" stroke="#b5730f" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The red-packet and wheel entries floating at the right (docs/product.md §2, footer): each only for a
 * signed-in member (a stored token, docs/product.md §6) and only while its config switch is '1'.
 */
export function FloatingEntries() {
  const { t } = useTranslation();
  const member = useAppStore((s) => s.islogin === 1 && s.token !== null);
  const redOpen = useAppStore((s) => s.config?.is_redbag_open === '1');
  const wheelOpen = useAppStore((s) => s.config?.activity_wheel_is_open === '1');
  if (!member || (!redOpen && !wheelOpen)) return null;
  return (
    <nav className={styles.floating} aria-label={t('footer.events')} data-testid="floating-entries">
      {redOpen ? (
        <Link to="/Red" className={styles.entry} data-testid="float-red-packet">
          <span className={styles.icon}>
            <RedPacketIcon />
          </span>
          <span className={styles.label}>{t('footer.redPacket')}</span>
        </Link>
      ) : null}
      {wheelOpen ? (
        <Link to="/zhuanpan" className={styles.entry} data-testid="float-wheel">
          <span className={styles.icon}>
            <WheelIcon />
          </span>
          <span className={styles.label}>{t('footer.wheel')}</span>
        </Link>
      ) : null}
    </nav>
  );
}
