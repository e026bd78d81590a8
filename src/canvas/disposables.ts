/** Things a scene must undo when it goes: tweens, sounds, listeners, owned textures. */
export interface Disposables {
  add(dispose: () => void): () => void;
  disposeAll(): void;
}

/** A registry whose `disposeAll` runs every disposer once, newest first; safe to call twice. */
export function createDisposables(): Disposables {
  const items = new Set<() => void>();
  return {
    add(dispose) {
      items.add(dispose);
      return () => items.delete(dispose);
    },
    disposeAll() {
      const list = [...items].reverse();
      items.clear();
      for (const dispose of list) {
        try {
          dispose();
        } catch (error) {
          console.error('canvas disposer failed', error);
        }
      }
    },
  };
}
