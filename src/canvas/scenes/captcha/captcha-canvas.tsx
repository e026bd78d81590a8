import { PixiStage } from '../../pixi-stage';
import { PUZZLE_HEIGHT, PUZZLE_WIDTH } from './captcha-layout';
import { CaptchaScene, type CaptchaSceneProps } from './captcha-scene';

/** The captcha puzzle canvas the accounts feature places in its dialog. */
export default function CaptchaCanvas(props: CaptchaSceneProps & { label: string }) {
  const { label, ...scene } = props;
  return (
    <PixiStage width={PUZZLE_WIDTH} height={PUZZLE_HEIGHT} label={label} background="#1b2036">
      <CaptchaScene {...scene} />
    </PixiStage>
  );
}
