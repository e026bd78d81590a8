-- Site mail and feedback (docs/product.md §7 Member area: /member/message/*; the Suggestion page).
-- One table for both boxes: 'inbox' holds what the site or the operator sent the member (HTML,
-- sanitised by the lobby when shown, in every interface language), 'sent' what the member sent to
-- customer service (plain text, the same in every language). A sent message is read from the start.
CREATE TABLE member_messages (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  box text NOT NULL CHECK (box IN ('inbox', 'sent')),
  title jsonb NOT NULL,
  body jsonb NOT NULL,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_messages_box_idx ON member_messages (member_id, box, id);
-- The header asks for the unread count on every page: only unread inbox rows are in this index.
CREATE INDEX member_messages_unread_idx ON member_messages (member_id) WHERE box = 'inbox' AND read_at IS NULL;

-- A member's feedback and the operator's reply (npm run ops -- feedback-reply).
CREATE TABLE member_feedback (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 1000),
  reply text,
  replied_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((reply IS NULL) = (replied_at IS NULL))
);
CREATE INDEX member_feedback_member_idx ON member_feedback (member_id, id);

-- The picture of a feedback, apart so lists never read the bytes; served to its member only.
CREATE TABLE feedback_images (
  feedback_id integer PRIMARY KEY REFERENCES member_feedback (id) ON DELETE CASCADE,
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/webp', 'image/gif')),
  bytes bytea NOT NULL
);
