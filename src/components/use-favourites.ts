import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { addFavourite, fetchFavourites, removeFavourite } from '../api/favourites';
import { favouriteKeys } from '../api/query-keys';
import type { Game } from '../../domain/contracts/replies/games';
import { useAppStore } from '../store/app-store';
import { useMemberKey } from '../store/use-member-key';

interface FavouriteList {
  /** Newest first, as `/favor/list` gives them. */
  games: Game[];
  /** The same games' ids, for quick look-ups by the 600 tiles. */
  ids: Set<number>;
}

function toFavouriteList(games: Game[]): FavouriteList {
  return { games, ids: new Set(games.map((g) => g.id)) };
}

const none: FavouriteList = { games: [], ids: new Set() };

/** The member's favourite games of a type (`/favor/list`), and a toggle (`/favor/add`, `/favor/delete`). */
export function useFavourites(gameType: number | null) {
  const memberKey = useMemberKey();
  const member = Boolean(memberKey);
  const lang = useAppStore((s) => s.lang);
  const client = useQueryClient();
  // Keyed by the session: after another login the last member's favourites are not shown.
  const query = useQuery({
    queryKey: favouriteKeys.list(memberKey, gameType, lang),
    queryFn: () => fetchFavourites(gameType ?? undefined),
    enabled: member,
    select: toFavouriteList,
  });
  const toggle = useMutation({
    mutationFn: ({ gameId, on }: { gameId: number; on: boolean }) => (on ? addFavourite(gameId) : removeFavourite(gameId)),
    onSuccess: (reply) => {
      if (reply.message) toast.success(reply.message);
    },
    onError: (error: Error) => toast.error(error.message),
    // Also after a failure: a 404 means another tab or device already removed it.
    onSettled: () => client.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
  const list = query.data ?? none;
  return {
    ids: list.ids,
    games: list.games,
    member,
    pending: member && query.isPending,
    /** The failed load's error (the list then reads as empty), and a retry. */
    error: query.isError ? query.error : null,
    refetch: query.refetch,
    /** The game a toggle is on its way for, to keep its button from a second click. */
    busyId: toggle.isPending ? toggle.variables.gameId : null,
    toggle: toggle.mutate,
  };
}
