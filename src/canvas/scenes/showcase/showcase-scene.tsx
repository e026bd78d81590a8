import { useApplication } from '@pixi/react';
import { useEffect, useRef } from 'react';
import type { Container, Sprite } from 'pixi.js';
import { createDisposables } from '../../disposables';
import { playSound, type SoundName } from '../../sound';
import type { ShowcaseArt } from './showcase-art';
import { reelSymbols, scenes } from './showcase-layout';
import { showcaseTabs, type ShowcaseTab } from './showcase-machine';
import type { ShowcaseStoreApi } from './showcase-store';
import { enterTimeline, hoverTimeline, idleTimeline, leaveTimeline, reelTimeline, settle, type Actor, type Timeline } from './showcase-timeline';
import { useShowcaseArt } from './use-showcase-art';

/** The game-type showcase: one container per tab on the one stage; the store decides which shows. */
export function ShowcaseScene({ store }: { store: ShowcaseStoreApi }) {
  const { app } = useApplication();
  const art = useShowcaseArt(store, app.renderer?.resolution ?? 1);
  return art ? <ShowcaseWorld store={store} art={art} /> : null;
}

function ShowcaseWorld({ store, art }: { store: ShowcaseStoreApi; art: ShowcaseArt }) {
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

    let running: Timeline[] = [];
    const leaving = new Map<ShowcaseTab, Timeline>();
    const start = (t: Timeline) => {
      running.push(t);
      t.play();
    };
    const stopRunning = () => {
      running.forEach((t) => t.kill());
      running = [];
    };
    disposables.add(stopRunning);
    disposables.add(() => leaving.forEach((t) => t.kill()));

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
    const show = (tab: ShowcaseTab, reduced: boolean) => {
      const previous = current;
      current = tab;
      stopRunning();
      leaving.get(tab)?.kill();
      const container = containers.current.get(tab);
      if (!container) return;
      const actors = actorsOf(tab);
      settle(actors);
      if (tab === 'slots') resetReels();
      if (previous && previous !== tab) {
        const old = containers.current.get(previous);
        if (old && reduced) old.visible = false;
        else if (old) {
          const out = leaveTimeline(old);
          leaving.set(previous, out);
          out.play();
        }
      }
      container.visible = true;
      if (reduced) return;
      start(
        enterTimeline(actors, () => {
          start(idleTimeline(actors));
          if (tab === 'slots') start(spinReels());
        }),
      );
    };

    const initial = store.getState();
    show(initial.tab, initial.reducedMotion);
    let hoverTween: Timeline | null = null;
    disposables.add(() => hoverTween?.kill());
    disposables.add(
      store.subscribe((state, previous) => {
        if (state.hovered && state.hovered !== previous.hovered) sound('hover');
        if (state.tab !== previous.tab) {
          sound('click');
          show(state.tab, state.reducedMotion);
        } else if (state.reducedMotion !== previous.reducedMotion) show(state.tab, state.reducedMotion);
        if (state.artHover !== previous.artHover) {
          const hero = heroOf(state.tab);
          if (state.artHover) sound('hover');
          hoverTween?.kill();
          if (hero && !state.reducedMotion) {
            hoverTween = hoverTimeline(hero.node, hero.placement.scale ?? 1, state.artHover);
            hoverTween.play();
          }
        }
      }),
    );
    return () => disposables.disposeAll();
  }, [store, art]);

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
