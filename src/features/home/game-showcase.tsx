import { lazy, Suspense, useCallback, useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { backdropStyle, type BackdropFrame } from '../../canvas/scenes/showcase/showcase-backdrop';
import { showcaseTabs, type ShowcaseTab } from '../../canvas/scenes/showcase/showcase-machine';
import { CODE_SHARE } from '../../canvas/scenes/showcase/showcase-load-steps';
import { createShowcaseStore, type ShowcaseStoreApi } from '../../canvas/scenes/showcase/showcase-store';
import { useClickGuard } from '../../components/use-click-guard';
import { ShowcaseIcon } from './showcase-icons';
import { ShowcasePoster } from './showcase-poster';
import { StageBoundary } from '../../components/stage-boundary';
import { prefersReducedMotion, useReducedMotion } from '../../components/use-reduced-motion';
import { useStageLoader } from './use-stage-loader';
import styles from './showcase.module.css';

/** The canvas code; its arrival is the loading bar's first step (showcase-load-steps.ts). */
const importCanvas = (store: ShowcaseStoreApi) =>
  import('../../canvas/scenes/showcase/showcase-canvas').then((module) => {
    store.getState().send({ type: 'progress', value: CODE_SHARE });
    return module;
  });

/** The category page each game type's enter button opens (docs/product.md §2 routes). */
const showcaseRoutes: Record<ShowcaseTab, string> = { slots: '/Game', live: '/Live', fishing: '/Fish', lottery: '/Lottery', sport: '/Sport' };

const keyMoves: Record<string, { type: 'step'; by: 1 | -1 } | { type: 'first' } | { type: 'last' }> = {
  ArrowRight: { type: 'step', by: 1 },
  ArrowLeft: { type: 'step', by: -1 },
  Home: { type: 'first' },
  End: { type: 'last' },
};

/**
 * The game-type block of the home page: DOM tabs (a WAI-ARIA tablist) drive one PixiJS canvas
 * through a store, so switching tabs never makes a new WebGL context. The canvas code loads late
 * with a visible progress; the enter button opens the category page.
 */
export function GameShowcase({ heroSettled }: { heroSettled: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [store] = useState(() => createShowcaseStore({ reducedMotion: prefersReducedMotion() }));
  // Hover events change the store too; only what this section draws re-renders it.
  const { tab, phase, progress, send } = useStore(store, useShallow((s) => ({ tab: s.tab, phase: s.phase, progress: s.progress, send: s.send })));
  const reduced = useReducedMotion();
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const [engaged, setEngaged] = useState(false);
  const engage = () => setEngaged(true);
  const load = useStageLoader(stage, heroSettled, engaged);
  // Where the stage sits in the panel (fixed sizes), for the canvas to bake its part of the backdrop.
  const [frame, setFrame] = useState<BackdropFrame | null>(null);
  const placeStage = useCallback((node: HTMLDivElement | null) => {
    setStage(node);
    const panel = node?.parentElement;
    if (node && panel) setFrame((known) => known ?? { x: node.offsetLeft, panelWidth: panel.clientWidth, panelHeight: panel.clientHeight });
  }, []);
  const tabRefs = useRef(new Map<ShowcaseTab, HTMLButtonElement>());
  // A new lazy component per attempt: React.lazy remembers a failed import for good.
  const [attempt, setAttempt] = useState(() => ({ n: 0, Canvas: lazy(() => importCanvas(store)) }));
  const [chunkFailed, setChunkFailed] = useState(false);
  const retry = () => {
    if (chunkFailed) {
      setChunkFailed(false);
      setAttempt((a) => ({ n: a.n + 1, Canvas: lazy(() => importCanvas(store)) }));
    }
    send({ type: 'retry' });
  };

  useEffect(() => send({ type: 'motion', reduced }), [send, reduced]);
  // Keyboard selection moves the focus along with it.
  const focusTab = useRef(false);
  useEffect(() => {
    if (focusTab.current) tabRefs.current.get(tab)?.focus();
    focusTab.current = false;
  }, [tab]);

  const select = useClickGuard((next: ShowcaseTab) => send({ type: 'select', tab: next }));
  const enter = useClickGuard(() => navigate(showcaseRoutes[tab]));
  const onKeyDown = (event: KeyboardEvent) => {
    const move = keyMoves[event.key];
    if (!move) return;
    event.preventDefault();
    focusTab.current = true;
    send(move);
  };
  const percent = Math.round(progress * 100);

  return (
    <section className={styles.showcase} aria-labelledby="showcase-title" data-testid="game-showcase" onPointerEnter={engage} onFocus={engage}>
      <header className={styles.head}>
        <h2 id="showcase-title" className={styles.title}>
          {t('home.showcase.title')}
        </h2>
        <p className={styles.subtitle}>{t('home.showcase.subtitle')}</p>
      </header>
      <div className={styles.tabs} role="tablist" aria-label={t('home.showcase.tabsLabel')} onKeyDown={onKeyDown}>
        {showcaseTabs.map((id) => (
          <button
            key={id}
            ref={(node) => void (node ? tabRefs.current.set(id, node) : tabRefs.current.delete(id))}
            type="button"
            role="tab"
            id={`showcase-tab-${id}`}
            aria-selected={id === tab}
            aria-controls="showcase-panel"
            tabIndex={id === tab ? 0 : -1}
            className={id === tab ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            onClick={() => select(id)}
            onPointerDown={() => id !== tab && send({ type: 'press', on: true })}
            onPointerUp={() => send({ type: 'press', on: false })}
            onPointerCancel={() => send({ type: 'press', on: false })}
            onPointerLeave={() => send({ type: 'press', on: false })}
            onMouseEnter={() => send({ type: 'hover', tab: id })}
            onMouseLeave={() => send({ type: 'hover', tab: null })}
          >
            <ShowcaseIcon tab={id} className={styles.tabIcon} />
            {t(`home.showcase.tabs.${id}`)}
          </button>
        ))}
      </div>
      <div id="showcase-panel" role="tabpanel" aria-labelledby={`showcase-tab-${tab}`} className={styles.panel} data-tab={tab}>
        {/* Once the canvas paints the stage's part, the page's copy keeps still (the first tab's colours) so
            that a tab change repaints none of it. */}
        <div className={styles.backdrop} aria-hidden="true" style={backdropStyle(phase === 'ready' ? showcaseTabs[0] : tab) as CSSProperties} />
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{t(`home.showcase.eyebrow.${tab}`)}</p>
          <h3 className={styles.heading}>{t(`home.showcase.tabs.${tab}`)}</h3>
          <p className={styles.blurb}>{t(`home.showcase.blurb.${tab}`)}</p>
          <button type="button" className={styles.enter} onClick={enter} data-testid="showcase-enter">
            {t('home.showcase.enter')}
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M5 12h13M13 6l6 6-6 6" />
            </svg>
          </button>
        </div>
        <div ref={placeStage} className={styles.stage} data-testid="showcase-stage" data-phase={phase} data-tab={tab}>
          {load && frame && !chunkFailed ? (
            <StageBoundary
              key={attempt.n}
              onError={() => {
                setChunkFailed(true);
                send({ type: 'failed' });
              }}
            >
              <Suspense fallback={null}>
                <attempt.Canvas store={store} frame={frame} label={t('home.showcase.canvasLabel', { type: t(`home.showcase.tabs.${tab}`) })} />
              </Suspense>
            </StageBoundary>
          ) : null}
          {phase !== 'ready' ? <ShowcasePoster tab={tab} /> : null}
          {phase === 'loading' && load ? (
            <div className={styles.progress} role="progressbar" aria-label={t('home.showcase.loading')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
              <span className={styles.progressLabel}>{t('home.showcase.loading')}</span>
              <span className={styles.progressTrack}>
                <span className={styles.progressFill} style={{ transform: `scaleX(${Math.max(0.04, progress)})` }} />
              </span>
              <span className={styles.progressValue}>{percent}%</span>
            </div>
          ) : null}
          {phase === 'error' ? (
            <div className={styles.failed} role="alert">
              {t('home.showcase.loadFailed')}
              <button type="button" className={styles.retry} onClick={retry}>
                {t('error.retry')}
              </button>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
