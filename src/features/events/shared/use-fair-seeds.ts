import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchFairSeeds, rotateServerSeed, setClientSeed } from '../../../api/events';
import { eventKeys } from '../../../api/query-keys';
import type { ClientSeedInput } from '../../../../domain/contracts/events';
import { useMemberKey } from '../../../store/use-member-key';

/** The member's commitment, client seed and next nonce; nothing is asked for a visitor. */
export function useFairSeeds() {
  const member = useMemberKey();
  return useQuery({ queryKey: eventKeys.fairSeedsOf(member), queryFn: fetchFairSeeds, enabled: member !== '' });
}

/** Changes the client seed; the reply is the member's new pair. */
export function useSetClientSeed() {
  const client = useQueryClient();
  const member = useMemberKey();
  return useMutation({
    mutationFn: (input: ClientSeedInput) => setClientSeed(input),
    onSuccess: (seeds) => client.setQueryData(eventKeys.fairSeedsOf(member), seeds),
  });
}

/** Reveals the current server seed and commits a new one. */
export function useRotateSeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rotateServerSeed,
    onSettled: () => client.invalidateQueries({ queryKey: eventKeys.fairSeeds }),
  });
}
