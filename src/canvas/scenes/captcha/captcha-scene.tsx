import { useEffect, useRef } from 'react';
import type { Container, Graphics } from 'pixi.js';
import { createDisposables } from '../../disposables';
import { playSound, type SoundName } from '../../sound';
import { useOwnedTexture } from '../../load-texture';
import { PIECE_SIZE, PUZZLE_HEIGHT, PUZZLE_WIDTH, pieceX } from './captcha-layout';
import type { CaptchaStoreApi } from './captcha-store';
import { failTimeline, snapBackTimeline, successTimeline, type Timeline } from './captcha-timeline';

export interface CaptchaSceneProps {
  store: CaptchaStoreApi;
  image: string;
  piece: string;
  pieceY: number;
  okText: string;
  failText: string;
}

const half = PIECE_SIZE / 2;
const drawBanner = (color: number) => (g: Graphics) => {
  g.clear();
  g.rect(0, PUZZLE_HEIGHT - 32, PUZZLE_WIDTH, 32).fill({ color, alpha: 0.85 });
};
const drawOk = drawBanner(0x1f9d55);
const drawFail = drawBanner(0xc0392b);
const bannerText = { fill: 0xffffff, fontSize: 14, fontFamily: 'Arial, "WenQuanYi Micro Hei", sans-serif' };

/**
 * The puzzle image with the piece at its final height (the gap's, `pieceY`), following the slider
 * across only; success and failure animate and sound.
 */
export function CaptchaScene({ store, image, piece, pieceY, okText, failText }: CaptchaSceneProps) {
  const background = useOwnedTexture(image);
  const pieceTexture = useOwnedTexture(piece);
  const pieceRef = useRef<Container>(null);
  const okRef = useRef<Container>(null);
  const failRef = useRef<Container>(null);

  useEffect(() => {
    const pieceNode = pieceRef.current;
    const ok = okRef.current;
    const fail = failRef.current;
    if (!pieceNode || !ok || !fail) return undefined;
    const disposables = createDisposables();
    const run = (t: Timeline) => {
      disposables.add(t.kill);
      t.play();
    };
    const sound = (name: SoundName) => disposables.add(playSound(name));
    // Transient updates: the piece follows the store without a React render per pointer move.
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.offset !== previous.offset && state.phase === 'dragging') pieceNode.x = pieceX(state.offset) + half;
      if (state.phase === previous.phase) return;
      if (state.phase === 'dragging') sound('click');
      if (state.phase === 'success') {
        run(successTimeline(pieceNode, ok));
        sound('success');
      }
      if (state.phase === 'failed') {
        run(snapBackTimeline(pieceNode, pieceX(0) + half));
        run(failTimeline(fail));
        sound('fail');
      }
      if (state.phase === 'loading') pieceNode.x = pieceX(0) + half;
      // The next puzzle's height arrives with it ('ready'); its sprite is placed from props too.
      if (state.phase === 'ready') pieceNode.y = state.top + half;
    });
    return () => {
      unsubscribe();
      disposables.disposeAll();
    };
  }, [store]);

  return (
    <pixiContainer>
      {background ? <pixiSprite texture={background} width={PUZZLE_WIDTH} height={PUZZLE_HEIGHT} /> : null}
      <pixiContainer ref={pieceRef} x={pieceX(0) + half} y={pieceY + half} pivot={{ x: half, y: half }}>
        {pieceTexture ? <pixiSprite texture={pieceTexture} width={PIECE_SIZE} height={PIECE_SIZE} /> : null}
      </pixiContainer>
      <pixiContainer ref={okRef} alpha={0}>
        <pixiGraphics draw={drawOk} />
        <pixiText text={okText} x={PUZZLE_WIDTH / 2} y={PUZZLE_HEIGHT - 16} anchor={0.5} style={bannerText} />
      </pixiContainer>
      <pixiContainer ref={failRef} alpha={0}>
        <pixiGraphics draw={drawFail} />
        <pixiText text={failText} x={PUZZLE_WIDTH / 2} y={PUZZLE_HEIGHT - 16} anchor={0.5} style={bannerText} />
      </pixiContainer>
    </pixiContainer>
  );
}
