import type { FeedbackInput } from '../../domain/contracts/feedback';
import type { FeedbackPage, FeedbackReply } from '../../domain/contracts/replies/feedback';
import { http, postJson } from './http';

/**
 * Sends feedback (`POST /member/feedback`), its picture as base64 in the JSON body; `onProgress`
 * gets the share of the body sent so far (0 to 1).
 */
export function submitFeedback(input: FeedbackInput, onProgress?: (share: number) => void): Promise<FeedbackReply> {
  return postJson<FeedbackReply>('/member/feedback', input, {
    onUploadProgress: onProgress && ((event) => onProgress(event.total ? Math.min(1, event.loaded / event.total) : 0)),
  });
}

/** One page of the member's feedback with the operator's replies (`POST /member/feedback/list`). */
export function fetchFeedback(page: number): Promise<FeedbackPage> {
  return postJson<FeedbackPage>('/member/feedback/list', { page });
}

/** A feedback's picture as a blob, fetched with the bearer header so no token goes into a URL. */
export async function fetchFeedbackImage(id: number): Promise<Blob> {
  const res = await http.get<Blob>(`/member/feedback/${id}/image`, { responseType: 'blob' });
  return res.data;
}
