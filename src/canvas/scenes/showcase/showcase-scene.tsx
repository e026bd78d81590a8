import { useApplication } from '@pixi/react';
import { memo, useEffect, useMemo, useRef } from 'react';
import { Texture, type Container, type Sprite } from 'pixi.js';
import { createDisposables } from '../../disposables';
import { createGpuQueue, type GpuQueue } from '../../gpu-queue';
import { revealWhenDrawn } from '../../reveal-when-drawn';
import { glOf } from '../../gpu-fence';
import { createTextureWarmer } from '../../warm-texture';
import type { FrameGate } from '../../frame-gate';
import { createPaintFirst } from '../../paint-first';
import { useFrameGate } from '../../pixi-stage';
import { playSound, type SoundName } from '../../sound';
import type { ShowcaseArt } from './showcase-art';
import { createBackdrops } from './showcase-backdrop-textures';
import type { BackdropFrame } from './showcase-backdrop';
import { reelSymbols, scenes } from './showcase-layout';
import { showcaseTabs, type ShowcaseTab } from './showcase-machine';
import type { ShowcaseStoreApi } from './showcase-store';
import { enterTimeline, flourishTimeline, hoverTimeline, leaveTimeline, reelTimeline, settle, type Actor, type Timeline } from './showcase-timeline';
import { useShowcaseArt } from './use-showcase-art';

/** Seconds of stillness between two flourishes of the shown scene. */
const FLOURISH_EVERY_S = 4;

/**
 * The game-type showcase: the stage's own backdrop, then one container per tab on the one stage;
 * the store decides which shows. The stage draws only while something moves (frame-gate.ts).
 * Memoised: a tab click re-renders the page's showcase (the canvas's label changes), and the scene's
 * hundred sprites follow the store, not React, so the click's frame does not reconcile them.
 */
export const ShowcaseScene = memo(function ShowcaseScene({ store, frame }: { store: ShowcaseStoreApi; frame: BackdropFrame }) {
  const { app } = useApplication();
  const gate = useFrameGate();
  const resolution = app.renderer?.resolution ?? 1;
  const art = useShowcaseArt(store, resolution);
  const backdrop = useRef<Sprite | null>(null);
  const queue = useGpuQueue();

  useEffect(() => {
    const sprite = backdrop.current;
    if (!sprite) return undefined;
    const backdrops = createBackdrops(frame, resolution);
    // @pixi/react may destroy the sprite before this effect's cleanup runs.
    const paint = (tab: ShowcaseTab) => void (sprite.destroyed || (sprite.texture = backdrops.of(tab)));
    paint(store.getState().tab);
    gate.request();
    // The other tabs' backdrops are baked and made ready on the GPU between clicks (gpu-queue.ts), not in the frame after a click.
    const warmer = createTextureWarmer(app);
    const initial = store.getState().tab;
    const later = showcaseTabs.filter((tab) => tab !== initial).map((tab) => queue.add(() => warmer.warm(backdrops.of(tab))));
    let repaint = 0;
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.tab === previous.tab) return;
      cancelAnimationFrame(repaint);
      repaint = requestAnimationFrame(() => paint(store.getState().tab));
    });
    return () => {
      cancelAnimationFrame(repaint);
      later.forEach((cancel) => cancel());
      unsubscribe();
      if (!sprite.destroyed) sprite.texture = Texture.EMPTY;
      warmer.destroy();
      backdrops.destroy();
    };
  }, [app, gate, store, frame, resolution, queue]);

  return (
    <>
      {/* The backdrop texture has the stage's size and resolution: drawn 1:1. */}
      <pixiSprite ref={backdrop} texture={Texture.EMPTY} blendMode="none" />
      {art ? <ShowcaseWorld store={store} art={art} gate={gate} queue={queue} /> : null}
    </>
  );
});

/**
 * The stage's queue of work that can wait (gpu-queue.ts); the canvas says how many jobs are left in
 * `data-gpu-pending`.
 */
function useGpuQueue(): GpuQueue {
  const { app } = useApplication();
  const queue = useMemo(() => createGpuQueue(glOf(app), app.canvas), [app]);
  useEffect(() => () => queue.clear(), [queue]);
  return queue;
}

function ShowcaseWorld({ store, art, gate, queue }: { store: ShowcaseStoreApi; art: ShowcaseArt; gate: FrameGate; queue: GpuQueue }) {
  const { app } = useApplication();
  const containers = useRef(new Map<ShowcaseTab, Container>());
  const sprites = useRef(new Map<string, Sprite>());

  useEffect(() => {
    const disposables = createDisposables();
    const sounds = new Map<SoundName, () => void>();
    const sound = (name: SoundName) => {
      sounds.get(name)?.();
      sounds.set(name, playSound(name));
    };
    disposables.add(() => sounds.forEach((stop) => stop()));

    const actorsOf = (tab: ShowcaseTab): Actor[] =>
      scenes[tab].flatMap((placement) => {
        const node = sprites.current.get(`${tab}/${placement.id}`);
        return node ? [{ node, placement }] : [];
      });
    const heroOf = (tab: ShowcaseTab) => actorsOf(tab).find((a) => a.placement.hero);

    // Every piece of motion holds the stage's frames while it plays and lets go when it ends or is killed.
    const playing = new Set<{ timeline: Timeline; release: () => void }>();
    const animate = (timeline: Timeline, onEnd?: () => void) => {
      const entry = { timeline, release: gate.hold() };
      playing.add(entry);
      timeline.play(() => {
        playing.delete(entry);
        entry.release();
        onEnd?.();
      });
      return () => {
        if (!playing.delete(entry)) return;
        timeline.kill();
        entry.release();
      };
    };
    let sceneMotion: (() => void)[] = [];
    const leaving = new Map<ShowcaseTab, () => void>();
    let flourishTimer = 0;
    const stopScene = () => {
      window.clearTimeout(flourishTimer);
      sceneMotion.forEach((stop) => stop());
      sceneMotion = [];
    };
    disposables.add(stopScene);
    disposables.add(() => leaving.forEach((stop) => stop()));

    // Reel faces back on the seven; the spinning timeline is made only when it starts, so that no
    // paused GSAP timeline (kept by GSAP's global timeline) outlives the scene.
    const reelFaces = () => reelSymbols.map((piece) => art.texture('slots', piece));
    const reelActors = () => actorsOf('slots').filter((a) => a.placement.motion === 'reel');
    const resetReels = () => reelActors().forEach((a) => ((a.node as Sprite).texture = reelFaces()[0]!));
    const spinReels = () => {
      const nodes = reelActors();
      const faces = reelFaces();
      return reelTimeline(nodes.map((a) => a.node as Sprite), faces, faces[0]!, nodes[0]?.placement.scale ?? 1);
    };

    let current: ShowcaseTab | null = null;
    // The tab whose entrance is playing: a click meanwhile cuts it short (its container goes at once,
    // no leave), so the new tab's entrance is the only motion drawn. The canvas says so in `data-entering`.
    let entering: ShowcaseTab | null = null;
    // Read now: once @pixi/react has destroyed the app (before this effect's cleanup may run), app.canvas throws.
    const canvas = app.canvas;
    const setEntering = (tab: ShowcaseTab | null) => {
      entering = tab;
      if (tab) canvas.dataset.entering = tab;
      else delete canvas.dataset.entering;
    };
    disposables.add(() => setEntering(null));
    // Between flourishes the scene is a still frame; a flourish plays only on a visible page.
    const flourishLater = (tab: ShowcaseTab) => {
      window.clearTimeout(flourishTimer);
      flourishTimer = window.setTimeout(() => {
        if (document.hidden) return flourishLater(tab);
        let left = tab === 'slots' ? 2 : 1;
        const done = () => {
          left -= 1;
          if (left === 0) flourishLater(tab);
        };
        sceneMotion.push(animate(flourishTimeline(actorsOf(tab)), done));
        if (tab === 'slots') sceneMotion.push(animate(spinReels(), done));
      }, FLOURISH_EVERY_S * 1000);
    };
    const show = (tab: ShowcaseTab, reduced: boolean) => {
      const previous = current;
      current = tab;
      const cutShort = entering !== null;
      setEntering(null);
      stopScene();
      leaving.get(tab)?.();
      const container = containers.current.get(tab);
      if (!container) return;
      art.ensure(tab);
      const actors = actorsOf(tab);
      settle(actors);
      if (tab === 'slots') resetReels();
      if (previous && previous !== tab) {
        const old = containers.current.get(previous);
        if (old && (reduced || cutShort)) old.visible = false;
        else if (old) leaving.set(previous, animate(leaveTimeline(old), () => leaving.delete(previous)));
      }
      container.visible = true;
      if (reduced) return gate.request();
      setEntering(tab);
      sceneMotion.push(
        animate(enterTimeline(actors), () => {
          setEntering(null);
          flourishLater(tab);
        }),
      );
    };

    const initial = store.getState();
    show(initial.tab, initial.reducedMotion);
    // The canvas shows once the GPU has finished its first frame with the art: until then the page's
    // poster stands in, and the compositor's frames (a click's paint) do not wait for that frame.
    disposables.add(revealWhenDrawn(app));
    // Each other tab's atlas is drawn and made ready on the GPU between clicks, so its first entrance uploads nothing.
    const warmer = createTextureWarmer(app);
    disposables.add(() => warmer.destroy());
    showcaseTabs
      .filter((tab) => tab !== initial.tab)
      .forEach((tab) =>
        disposables.add(
          queue.add(() => {
            art.ensure(tab);
            warmer.warm(art.texture(tab, scenes[tab][0]!.piece));
          }),
        ),
      );
    let stopHover: (() => void) | null = null;
    disposables.add(() => stopHover?.());
    // The page paints a tab's press and click before the canvas draws again (paint-first.ts).
    const paintFirst = createPaintFirst(gate);
    disposables.add(paintFirst.dispose);
    let pendingShow = 0;
    disposables.add(() => cancelAnimationFrame(pendingShow));
    disposables.add(
      store.subscribe((state, previous) => {
        if (state.hovered && state.hovered !== previous.hovered) sound('hover');
        if (state.pressing !== previous.pressing) paintFirst.press(state.pressing);
        if (state.tab !== previous.tab || state.reducedMotion !== previous.reducedMotion) {
          if (state.tab !== previous.tab) sound('click');
          // The frame of the click paints the tab's new state alone; the scene starts at the next one.
          paintFirst.click();
          cancelAnimationFrame(pendingShow);
          pendingShow = requestAnimationFrame(() => {
            const now = store.getState();
            show(now.tab, now.reducedMotion);
            paintFirst.resume();
          });
        }
        if (state.artHover !== previous.artHover) {
          const hero = heroOf(state.tab);
          if (state.artHover) sound('hover');
          stopHover?.();
          stopHover = hero && !state.reducedMotion ? animate(hoverTimeline(hero.node, hero.placement.scale ?? 1, state.artHover)) : null;
        }
      }),
    );
    return () => disposables.disposeAll();
  }, [app, store, art, gate, queue]);

  const artHover = (on: boolean) => () => store.getState().send({ type: 'artHover', on });
  return (
    <pixiContainer>
      {showcaseTabs.map((tab) => (
        <pixiContainer key={tab} label={tab} visible={false} ref={(node: Container | null) => void (node ? containers.current.set(tab, node) : containers.current.delete(tab))}>
          {scenes[tab].map((p) => (
            <pixiSprite
              key={p.id}
              ref={(node: Sprite | null) => void (node ? sprites.current.set(`${tab}/${p.id}`, node) : sprites.current.delete(`${tab}/${p.id}`))}
              texture={art.texture(tab, p.piece)}
              anchor={0.5}
              x={p.x}
              y={p.y}
              scale={p.scale ?? 1}
              rotation={p.rotation ?? 0}
              {...(p.hero ? { eventMode: 'static' as const, cursor: 'pointer', onPointerOver: artHover(true), onPointerOut: artHover(false) } : {})}
            />
          ))}
        </pixiContainer>
      ))}
    </pixiContainer>
  );
}
