import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { eventKeys } from '../../../api/query-keys';
import { createRedPacketStore } from '../../../canvas/scenes/red-packet/red-packet-store';
import { ErrorState, LoadingState } from '../../../components/load-state';
import { prefersReducedMotion, useReducedMotion } from '../../../components/use-reduced-motion';
import { formatDayTime } from '../../../lib/date-format';
import { useMemberKey } from '../../../store/use-member-key';
import { EventTopBar } from '../shared/event-top-bar';
import { FairnessPanel } from '../shared/fairness-panel';
import { LoginLink } from '../shared/login-link';
import { OddsTable } from '../shared/odds-table';
import { useEventText } from '../shared/use-event-text';
import { rainAvailability } from './rain-availability';
import { RainAnnouncer } from './rain-announcer';
import { RainControls } from './rain-controls';
import { RainLog } from './rain-log';
import { RainResultDialog } from './rain-result-dialog';
import { RainStage } from './rain-stage';
import { useRedbagDesc } from './use-redbag';
import { useRainAnnouncer } from './use-rain-announcer';
import { useRainRound } from './use-rain-round';
import styles from './red-page.module.css';

/**
 * `/Red` (no lobby header): the red-packet rain. Rules, window, rounds left and odds from
 * /redbag/desc; a round on the canvas; its packets paid by the server at the end and shown in a
 * result dialog and said in live regions; the member's log and the provably fair seeds below.
 */
export default function RedPage() {
  const { t } = useTranslation();
  const text = useEventText();
  const client = useQueryClient();
  const member = useMemberKey() !== '';
  const [store] = useState(() => createRedPacketStore({ reducedMotion: prefersReducedMotion() }));
  const reduced = useReducedMotion();
  useEffect(() => store.getState().setReducedMotion(reduced), [store, reduced]);
  const desc = useRedbagDesc();
  const round = useRainRound(store, desc.data);
  const words = useRainAnnouncer(store, round.reply);
  // The result's opener (Collect, or the stage at the round's end) is gone or moved on: the focus goes
  // back to the stage the round was played on, with Start the next stop (README.md, "Accessibility").
  const stage = useRef<HTMLDivElement>(null);
  // Judged at the moment the event was read (the server refuses a round outside its window anyway).
  const availability = desc.data ? rainAvailability(desc.data, desc.dataUpdatedAt) : null;

  let facts;
  if (desc.isPending) facts = <LoadingState minHeight={120} />;
  else if (desc.isError) facts = <ErrorState message={t('redRain.loadDescFailed')} detail={desc.error.message} onRetry={() => void desc.refetch()} />;
  else
    facts = (
      <div className={styles.rules} data-testid="rain-rules">
        <h3 className={styles.rulesTitle}>{t('redRain.rulesTitle')}</h3>
        <p className={styles.rulesText}>{text(desc.data.rules)}</p>
        <p className={styles.window} data-testid="rain-window">
          {t('redRain.window', { start: formatDayTime(desc.data.start_at), end: formatDayTime(desc.data.end_at) })}
        </p>
        <p className={styles.window}>{t('redRain.roundFacts', { seconds: desc.data.round_seconds, max: desc.data.max_open })}</p>
      </div>
    );

  return (
    <div className={styles.shell} data-testid="page">
      <EventTopBar title={t('page.red')} />
      <main className={styles.main}>
        <section className={styles.hero} aria-labelledby="rain-heading">
          <h2 id="rain-heading" className={styles.heading}>
            {t('redRain.heading')}
          </h2>
          <p className={styles.intro}>{t('redRain.intro')}</p>
        </section>
        <div className={styles.play}>
          <div className={styles.playMain}>
            {/* A visitor may try (and is asked to log in); a day with no rounds left or a closed event may not. */}
            <RainStage store={store} canStart={availability === 'open'} hostRef={stage} />
            <RainControls store={store} round={round} availability={availability} roundsLeft={desc.data?.chances ?? null} daily={desc.data?.daily_chances ?? null} />
          </div>
          <aside className={styles.side}>
            {facts}
            {desc.data ? <OddsTable prizes={desc.data.prizes} caption={t('redRain.oddsCaption')} /> : null}
          </aside>
        </div>
        <div className={styles.below}>
          {member ? (
            <RainLog />
          ) : (
            <p className={styles.logLogin}>
              {t('redRain.logLogin')}
              <LoginLink />
            </p>
          )}
          <FairnessPanel onRotated={() => void client.invalidateQueries({ queryKey: eventKeys.redbagLog })} />
        </div>
      </main>
      <RainResultDialog reply={round.reply} prizes={desc.data?.prizes ?? []} onClose={round.finish} returnFocus={() => stage.current} />
      <RainAnnouncer words={words} />
    </div>
  );
}
