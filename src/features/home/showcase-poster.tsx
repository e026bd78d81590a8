import { showcaseArtUrl } from '../../canvas/scenes/showcase/showcase-art-urls';
import { pieceSizes, scenes } from '../../canvas/scenes/showcase/showcase-layout';
import type { ShowcaseTab } from '../../canvas/scenes/showcase/showcase-machine';
import styles from './showcase.module.css';

/**
 * The still frame of a tab's scene in plain DOM, from the same layout and artwork as the canvas:
 * what the stage shows before the canvas starts (it starts once the whole stage is in view or the visitor
 * reaches for the showcase), so the panel is never empty and the first screen never waits on WebGL.
 */
export function ShowcasePoster({ tab }: { tab: ShowcaseTab }) {
  return (
    <div className={styles.poster} aria-hidden="true" data-testid="showcase-poster" data-tab={tab}>
      {scenes[tab].map((p) => {
        const [width, height] = pieceSizes[p.piece];
        const turn = p.rotation ? `rotate(${p.rotation}rad) ` : '';
        const scale = p.scale && p.scale !== 1 ? `scale(${p.scale})` : '';
        return (
          <img
            key={p.id}
            src={showcaseArtUrl(p.piece)}
            alt=""
            width={width}
            height={height}
            loading="lazy"
            decoding="async"
            style={{ left: p.x - width / 2, top: p.y - height / 2, transform: `${turn}${scale}`.trim() || undefined }}
          />
        );
      })}
    </div>
  );
}
