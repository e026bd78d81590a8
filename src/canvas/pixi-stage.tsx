import { Application, useApplication } from '@pixi/react';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import './catalogue';
import './batch-limits';
import './shared-programs';
import { createFrameGate, type FrameGate } from './frame-gate';
import { pauseStageForPresses } from './press-first';

export interface PixiStageProps {
  width: number;
  height: number;
  /** Accessible name of the canvas (what the scene shows). */
  label: string;
  background?: string;
  /** Draw on a transparent canvas, over a backdrop the page paints (cheaper than a full-size sprite). */
  transparent?: boolean;
  /** MSAA; scenes made only of sprites gain nothing from it on software WebGL. */
  antialias?: boolean;
  /**
   * Draw only while the scene holds the stage's frame gate (or asks for one frame): a still scene
   * costs no frames. Without it the stage draws every frame while on screen.
   */
  onDemand?: boolean;
  className?: string;
  children: ReactNode;
}

const FrameGateContext = createContext<FrameGate | null>(null);

/** The frame gate of the stage a scene is drawn on (see frame-gate.ts). */
export function useFrameGate(): FrameGate {
  const gate = useContext(FrameGateContext);
  if (!gate) throw new Error('useFrameGate outside a PixiStage');
  return gate;
}

/**
 * Runs the ticker only while the canvas is on screen, the tab is shown and (on demand) a scene
 * holds it, and not from a press on the page's controls to the frame after its click
 * (press-first.ts); hands the gate to the scenes.
 */
function StageFrames({ host, onDemand, children }: { host: HTMLElement | null; onDemand: boolean; children: ReactNode }) {
  const { app, isInitialised } = useApplication();
  // An observer entry or a frame request queued before cleanup can still arrive after @pixi/react
  // destroyed the app (its ticker is then null): the gate then does nothing.
  const gate = useMemo(() => (isInitialised ? createFrameGate(() => app.ticker ?? null, () => app.render(), onDemand) : null), [app, isInitialised, onDemand]);
  useEffect(() => {
    if (!gate || !host) return undefined;
    let visible = true;
    const sync = () => gate.setVisible(visible && !document.hidden);
    const observer = new IntersectionObserver(([entry]) => {
      visible = Boolean(entry?.isIntersecting);
      sync();
    });
    observer.observe(host);
    document.addEventListener('visibilitychange', sync);
    sync();
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', sync);
      gate.setVisible(false);
    };
  }, [gate, host]);
  useEffect(() => (gate ? pauseStageForPresses(gate) : undefined), [gate]);
  return gate ? <FrameGateContext.Provider value={gate}>{children}</FrameGateContext.Provider> : null;
}

/**
 * The one way the product creates a PixiJS Application: one per canvas, created once, destroyed with
 * its WebGL context on unmount (by @pixi/react, also under StrictMode's double mount). Scenes undo
 * their own tweens, sounds and textures in their effect cleanups (see disposables.ts).
 */
export function PixiStage({ width, height, label, background = '#0c0f1d', transparent = false, antialias = true, onDemand = false, className, children }: PixiStageProps) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setHost} className={className} style={{ width, height }} role="img" aria-label={label} data-pixi-stage="">
      <Application
        width={width}
        height={height}
        // Cleared to black when transparent: the canvas is premultiplied, and a coloured clear with
        // alpha 0 would be added on top of the page by the compositor (a lighter box).
        background={transparent ? '#000000' : background}
        backgroundAlpha={transparent ? 0 : 1}
        antialias={antialias}
        autoStart={!onDemand}
        preference="webgl"
        autoDensity
        resolution={Math.min(window.devicePixelRatio || 1, 2)}
      >
        <StageFrames host={host} onDemand={onDemand}>
          {children}
        </StageFrames>
      </Application>
    </div>
  );
}
