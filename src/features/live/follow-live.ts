import type { Query, QueryClient } from '@tanstack/react-query';
import type { StoreApi } from 'zustand';
import { sessionExpired } from '../../api/http';
import type { AppState } from '../../store/app-store';
import { liveApplier } from './live-apply';
import { noteToaster } from './live-notes';
import { keepLiveConnection } from './live-connection';
import { shareLive } from './live-share';

/**
 * Keeps the live stream of the signed-in session open for as long as it lasts (docs/architecture.md §7): opened
 * at login (or at start when already signed in), closed at logout (in this tab or another, which
 * this tab hears through its store) and when the server says the session ended. Returns the stop.
 */
export function followLive(store: StoreApi<AppState>, queries: QueryClient, followsMoney: (query: Pick<Query, 'queryKey'>) => boolean): () => void {
  let current = '';
  let stop: (() => void) | undefined;

  const sync = () => {
    const { islogin, token } = store.getState();
    const authorization = islogin === 1 && token ? `${token.token_type} ${token.access_token}` : '';
    if (authorization === current) return;
    stop?.();
    stop = undefined;
    current = authorization;
    if (!token || !authorization) return;
    const member = token.access_token.slice(-12);
    const notes = noteToaster();
    const apply = liveApplier({ store, queries, followsMoney, member, notes });
    stop = shareLive(
      member,
      (emit) => keepLiveConnection({ authorization, onEvent: emit, onSessionEnded: sessionExpired, notesAfter: notes.last }),
      apply,
    );
  };

  sync();
  const unsubscribe = store.subscribe(sync);
  return () => {
    unsubscribe();
    stop?.();
  };
}
