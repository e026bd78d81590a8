/** The game types of the home showcase, in tab order (docs/product.md §2, home page). */
export const showcaseTabs = ['slots', 'live', 'fishing', 'lottery', 'sport'] as const;
export type ShowcaseTab = (typeof showcaseTabs)[number];

/** loading: the canvas code or its artwork is on its way; error: the artwork failed to load. */
export type ShowcasePhase = 'loading' | 'ready' | 'error';

export interface ShowcaseState {
  tab: ShowcaseTab;
  /** The tab under the pointer (a hover sound plays when it changes). */
  hovered: ShowcaseTab | null;
  /** The pointer is over the scene's centre piece. */
  artHover: boolean;
  /** A pointer is down on a tab other than the shown one (a click is coming: its paint goes first). */
  pressing: boolean;
  phase: ShowcasePhase;
  /** Share of the loading done, 0 to 1: code, stage and artwork (showcase-load-steps.ts). */
  progress: number;
  /** prefers-reduced-motion: the scene shows still frames. */
  reducedMotion: boolean;
}

export type ShowcaseEvent =
  | { type: 'select'; tab: ShowcaseTab }
  | { type: 'step'; by: 1 | -1 }
  | { type: 'first' }
  | { type: 'last' }
  | { type: 'hover'; tab: ShowcaseTab | null }
  | { type: 'artHover'; on: boolean }
  | { type: 'press'; on: boolean }
  | { type: 'progress'; value: number }
  | { type: 'loaded' }
  | { type: 'failed' }
  | { type: 'retry' }
  | { type: 'motion'; reduced: boolean };

export const initialShowcase: ShowcaseState = {
  tab: 'slots',
  hovered: null,
  artHover: false,
  pressing: false,
  phase: 'loading',
  progress: 0,
  reducedMotion: false,
};
/** The tab `by` places after `tab`, wrapping at both ends (arrow keys of a tablist). */
export function stepTab(tab: ShowcaseTab, by: number): ShowcaseTab {
  const n = showcaseTabs.length;
  return showcaseTabs[(((showcaseTabs.indexOf(tab) + by) % n) + n) % n]!;
}

const clamp01 = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

/** The showcase as a pure state machine: the DOM tabs send events, the canvas scene follows. */
export function showcaseReducer(state: ShowcaseState, event: ShowcaseEvent): ShowcaseState {
  switch (event.type) {
    case 'select':
      return event.tab === state.tab ? state : { ...state, tab: event.tab, artHover: false };
    case 'step':
      return { ...state, tab: stepTab(state.tab, event.by), artHover: false };
    case 'first':
      return { ...state, tab: showcaseTabs[0], artHover: false };
    case 'last':
      return { ...state, tab: showcaseTabs[showcaseTabs.length - 1]!, artHover: false };
    case 'hover':
      return event.tab === state.hovered ? state : { ...state, hovered: event.tab };
    case 'press':
      return event.on === state.pressing ? state : { ...state, pressing: event.on };
    case 'artHover':
      return event.on === state.artHover || (event.on && state.phase !== 'ready') ? state : { ...state, artHover: event.on };
    case 'progress':
      // Progress only grows while loading; a late report after 'loaded' changes nothing.
      return state.phase === 'loading' ? { ...state, progress: Math.max(state.progress, clamp01(event.value)) } : state;
    case 'loaded':
      return state.phase === 'loading' ? { ...state, phase: 'ready', progress: 1 } : state;
    case 'failed':
      return state.phase === 'loading' ? { ...state, phase: 'error' } : state;
    case 'retry':
      return state.phase === 'error' ? { ...state, phase: 'loading', progress: 0 } : state;
    case 'motion':
      return event.reduced === state.reducedMotion ? state : { ...state, reducedMotion: event.reduced };
  }
}
