import type { PieceName } from './showcase-layout';

// The artwork made for the showcase (assets/showcase/*.svg), one URL per piece. No pixi here: the
// page's still frame (showcase-poster) shows the same files before the canvas code has loaded.
const files = import.meta.glob<string>('../../../../assets/showcase/*.svg', { query: '?url', import: 'default', eager: true });

export function showcaseArtUrl(piece: PieceName): string {
  const url = Object.entries(files).find(([path]) => path.endsWith(`/${piece}.svg`))?.[1];
  if (!url) throw new Error(`showcase art missing: ${piece}`);
  return url;
}
