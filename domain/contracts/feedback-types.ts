/** One feedback of the member, with the operator's reply once there is one. */
export interface FeedbackItem {
  id: number;
  content: string;
  /** The image is fetched apart (`GET /member/feedback/{id}/image`), never inlined in a list. */
  has_image: boolean;
  reply: string | null;
  /** ISO times. */
  replied_at: string | null;
  created_at: string;
}

/** `/member/feedback/list`: one page of the member's feedback, newest first. */
export interface FeedbackPage {
  list: FeedbackItem[];
  total: number;
  page: number;
  limit: number;
}

/** `/member/feedback`: the server's message and the feedback as stored. */
export interface FeedbackReply {
  message: string;
  feedback: FeedbackItem;
}
