/** One message of the inbox: from the site to the member; `message` is HTML, shown only sanitised. */
export interface InboxMessage {
  id: number;
  title: string;
  message: string;
  is_read: boolean;
  /** ISO time. */
  created_at: string;
}

/** One message the member sent to customer service, plain text as they typed it. */
export interface SentMessage {
  id: number;
  title: string;
  message: string;
  created_at: string;
}

/** `/member/message/list`: one page of the inbox, newest first, and how many are unread in all. */
export interface InboxPage {
  list: InboxMessage[];
  total: number;
  page: number;
  limit: number;
  unread: number;
}

/** `/member/message/send_list`: one page of the sent messages, newest first. */
export interface SentPage {
  list: SentMessage[];
  total: number;
  page: number;
  limit: number;
}

/** Replies of send, read and delete: the server's message and the inbox's unread count after. */
export interface MailChangeReply {
  message: string;
  unread: number;
}

/** `/member/message/unread`. */
export interface UnreadReply {
  unread: number;
}
