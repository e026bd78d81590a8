import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { addFavourite, fetchFavourites, removeFavourite } from '../../api/favourites';
import type { Game } from '../../contracts/games-types';
import { useAppStore } from '../../store/app-store';
import { useMemberKey } from '../../store/use-member-key';

/** The ids of the favourite games, for quick look-ups. */
function toIdSet(games: Game[]): Set<number> {
  return new Set(games.map((g) => g.id));
}

/** The member's favourite game ids of a type (`/favor/list`), and a toggle (`/favor/add`, `/favor/delete`). */
export function useFavourites(gameType: number | null) {
  const memberKey = useMemberKey();
  const member = Boolean(memberKey);
  const lang = useAppStore((s) => s.lang);
  const client = useQueryClient();
  // Keyed by the session: after another login the last member's favourites are not shown.
  const query = useQuery({
    queryKey: ['favourites', memberKey, gameType, lang],
    queryFn: () => fetchFavourites(gameType ?? undefined),
    enabled: member,
    select: toIdSet,
  });
  const toggle = useMutation({
    mutationFn: ({ gameId, on }: { gameId: number; on: boolean }) => (on ? addFavourite(gameId) : removeFavourite(gameId)),
    onSuccess: (reply) => {
      if (reply.message) toast.success(reply.message);
      return client.invalidateQueries({ queryKey: ['favourites'] });
    },
    onError: (error: Error) => toast.error(error.message),
  });
  return { ids: query.data ?? new Set<number>(), member, toggle: toggle.mutate };
}
