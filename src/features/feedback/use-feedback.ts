import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchFeedback, fetchFeedbackImage, submitFeedback } from '../../api/feedback';
import { feedbackKeys } from '../../api/query-keys';
import type { FeedbackInput } from '../../../domain/contracts/feedback';
import { useMemberKey } from '../../store/use-member-key';

/** One page of the member's feedback with the replies; read afresh on each visit (a reply may have come). */
export function useFeedbackList(page: number) {
  const member = useMemberKey();
  return useQuery({ queryKey: feedbackKeys.list(member, page), queryFn: () => fetchFeedback(page), enabled: Boolean(member), staleTime: 0, placeholderData: keepPreviousData });
}

/** Sends feedback, reporting the upload's progress; the list reloads after. */
export function useSubmitFeedback() {
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (input: FeedbackInput) => submitFeedback(input, input.image ? setProgress : undefined),
    onSettled: () => {
      setProgress(null);
      return client.invalidateQueries({ queryKey: feedbackKeys.lists });
    },
  });
  return { ...mutation, progress };
}

/**
 * A feedback's picture as a blob, fetched with the bearer header (no token in a URL); shown through
 * an object URL by BlobImage. Pictures never change: fetched once.
 */
export function useFeedbackImage(id: number) {
  const member = useMemberKey();
  return useQuery({ queryKey: feedbackKeys.image(member, id), queryFn: () => fetchFeedbackImage(id), enabled: Boolean(member), staleTime: Infinity, gcTime: 60_000 });
}
