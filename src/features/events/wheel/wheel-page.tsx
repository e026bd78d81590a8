import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { createWheelStore } from '../../../canvas/scenes/wheel/wheel-store';
import { ErrorState, LoadingState } from '../../../components/load-state';
import { prefersReducedMotion, useReducedMotion } from '../../../components/use-reduced-motion';
import { useAppStore } from '../../../store/app-store';
import { useMemberKey } from '../../../store/use-member-key';
import { EventTopBar } from '../shared/event-top-bar';
import { FairnessPanel } from '../shared/fairness-panel';
import { OddsTable } from '../shared/odds-table';
import { SpinPanel } from './spin-panel';
import { useWheelQuery, useWheelSetting } from './use-wheel';
import { useWheelAnnouncement } from './use-wheel-announcement';
import { useWheelSegments } from './use-wheel-segments';
import { useWheelSpin } from './use-wheel-spin';
import { wheelBlock } from './wheel-availability';
import { WheelHistory } from './wheel-history';
import { WheelResultDialog } from './wheel-result-dialog';
import { WheelRules } from './wheel-rules';
import { WheelStage } from './wheel-stage';
import { WheelWinners } from './wheel-winners';
import styles from './wheel.module.css';

/**
 * `/zhuanpan` (no lobby header): the prize wheel. The server draws every spin first; the canvas
 * then turns to its prize. Odds, rules, the member's spins, real winners and the fairness panel
 * sit around it; a visitor sees the wheel and the odds and is asked to log in to spin.
 */
export default function WheelPage() {
  const { t } = useTranslation();
  const member = useMemberKey() !== '';
  const name = useAppStore((s) => s.userinfo?.name ?? '');
  const setting = useWheelSetting();
  const query = useWheelQuery();
  const [store] = useState(() => createWheelStore({ reducedMotion: prefersReducedMotion() }));
  const phase = useStore(store, (s) => s.phase);
  const reduced = useReducedMotion();
  useEffect(() => store.getState().send({ type: 'motion', reduced }), [store, reduced]);
  useWheelSegments(store, setting.data?.prizes);
  const { spin, result, closeResult } = useWheelSpin(store, name);
  const spinButton = useRef<HTMLButtonElement>(null);

  const chances = member ? (query.data?.chances ?? null) : null;
  const busy = phase === 'requesting' || phase === 'spinning';
  const announcement = useWheelAnnouncement(busy, result);
  // The window as of the setting's last fetch (the render stays pure; it refetches when stale).
  const block = setting.data ? wheelBlock(setting.data, chances, setting.dataUpdatedAt) : null;

  return (
    <div className={styles.shell} data-testid="page">
      <EventTopBar title={t('wheel.title')} />
      <main className={styles.main}>
        {/* The wheel, its button and the chances left open the page; the words sit beside them, so
            all of it is in the first screen at 1366×768. */}
        <div className={styles.play}>
          {setting.isError ? (
            <ErrorState message={t('wheel.settingFailed')} detail={setting.error.message} onRetry={() => void setting.refetch()} />
          ) : (
            <section className={styles.wheelCard} aria-label={t('wheel.title')}>
              <WheelStage store={store} />
              <SpinPanel
                ref={spinButton}
                member={member}
                chances={chances}
                daily={setting.data?.daily_chances ?? null}
                block={block}
                busy={busy}
                waiting={!setting.data || (member && !name)}
                onSpin={spin}
              />
            </section>
          )}
          <div className={styles.side}>
            <section className={styles.hero} aria-labelledby="wheel-heading">
              <h2 id="wheel-heading" className={styles.heroTitle}>
                {t('wheel.heading')}
              </h2>
              <p className={styles.heroText}>{t('wheel.intro')}</p>
            </section>
            {setting.data ? (
              <>
                <section className={styles.card}>
                  <OddsTable prizes={setting.data.prizes} caption={t('wheel.oddsCaption')} />
                </section>
                <WheelRules setting={setting.data} />
              </>
            ) : setting.isError ? null : (
              <LoadingState minHeight={360} />
            )}
          </div>
        </div>
        <div className={styles.lower}>
          <div className={styles.lowerMain}>
            <WheelHistory member={member} query={query} />
            {member && query.data ? <WheelWinners winners={query.data.winners} /> : null}
          </div>
          <FairnessPanel onRotated={() => void query.refetch()} />
        </div>
      </main>
      <WheelResultDialog result={result} onClose={closeResult} returnFocus={() => spinButton.current} />
      {/* In the page from its first paint; the explicit aria-live keeps it heard under the result dialog (Radix spares [aria-live]). */}
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="wheel-announcement">
        {announcement}
      </p>
    </div>
  );
}
