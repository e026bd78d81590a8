import { Howl, Howler } from 'howler';
import { appStore } from '../store/app-store';
import click from '../../assets/sounds/click.wav?url';
import coin from '../../assets/sounds/coin.wav?url';
import fail from '../../assets/sounds/fail.wav?url';
import hover from '../../assets/sounds/hover.wav?url';
import spin from '../../assets/sounds/spin.wav?url';
import success from '../../assets/sounds/success.wav?url';

const sources = { click, coin, fail, hover, spin, success } as const;
export type SoundName = keyof typeof sources;

const howls = new Map<SoundName, Howl>();

// One mute flag in the store drives Howler's global mute, so a sound already playing stops too.
Howler.mute(appStore.getState().muted);
appStore.subscribe((state, previous) => {
  if (state.muted !== previous.muted) Howler.mute(state.muted);
});

function howl(name: SoundName): Howl {
  let h = howls.get(name);
  if (!h) {
    h = new Howl({ src: [sources[name]], preload: true, volume: 0.6 });
    howls.set(name, h);
  }
  return h;
}

/** Plays a UI sound unless muted; returns a stopper for the scene's disposer. */
export function playSound(name: SoundName): () => void {
  if (appStore.getState().muted) return () => undefined;
  const h = howl(name);
  const id = h.play();
  return () => h.stop(id);
}
