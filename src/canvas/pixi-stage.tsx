import { Application, useApplication } from '@pixi/react';
import { useEffect, useState, type ReactNode } from 'react';
import './catalogue';

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
  className?: string;
  children: ReactNode;
}

/** Stops the ticker while the canvas is off-screen or the tab is hidden; restarts it on return. */
function TickerPauser({ host }: { host: HTMLElement | null }) {
  const { app, isInitialised } = useApplication();
  useEffect(() => {
    if (!isInitialised || !host) return undefined;
    let visible = true;
    let live = true;
    const sync = () => {
      // An observer entry queued before cleanup can still arrive after @pixi/react destroyed the
      // app (its ticker is then null): a gone stage has nothing to pause.
      const ticker = live ? app.ticker : null;
      if (!ticker) return;
      if (visible && !document.hidden) ticker.start();
      else ticker.stop();
    };
    const observer = new IntersectionObserver(([entry]) => {
      visible = Boolean(entry?.isIntersecting);
      sync();
    });
    observer.observe(host);
    document.addEventListener('visibilitychange', sync);
    return () => {
      live = false;
      observer.disconnect();
      document.removeEventListener('visibilitychange', sync);
    };
  }, [app, isInitialised, host]);
  return null;
}

/**
 * The one way the product creates a PixiJS Application: one per canvas, created once, destroyed with
 * its WebGL context on unmount (by @pixi/react, also under StrictMode's double mount). Scenes undo
 * their own tweens, sounds and textures in their effect cleanups (see disposables.ts).
 */
export function PixiStage({ width, height, label, background = '#0c0f1d', transparent = false, antialias = true, className, children }: PixiStageProps) {
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
        preference="webgl"
        autoDensity
        resolution={Math.min(window.devicePixelRatio || 1, 2)}
      >
        <TickerPauser host={host} />
        {children}
      </Application>
    </div>
  );
}
