-- Promotions members apply for (docs/product.md §7: /act/{id}, /act/list, /act/apply/35, /act/apply/result).
-- An unlisted activity is reachable by its link only (banners, campaigns), never on /Promotion.
ALTER TABLE activities ADD COLUMN listed boolean NOT NULL DEFAULT true;

-- An "act": an activity members apply for. Ids are fixed by the API (docs/product.md §9: apply path 35).
CREATE TABLE acts (
  id integer PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES activities (id),
  bonus_cents bigint NOT NULL DEFAULT 0 CHECK (bonus_cents >= 0),
  -- 'auto': approved and credited at once; 'review': stays pending until staff decide.
  approval text NOT NULL DEFAULT 'auto' CHECK (approval IN ('auto', 'review')),
  enabled boolean NOT NULL DEFAULT true
);
CREATE INDEX acts_activity_idx ON acts (activity_id);

-- One application per member and act; an approved one points at the ledger entry that paid it.
CREATE TABLE act_applications (
  id serial PRIMARY KEY,
  act_id integer NOT NULL REFERENCES acts (id),
  member_id integer NOT NULL REFERENCES members (id),
  status text NOT NULL CHECK (status IN ('approved', 'pending', 'rejected')),
  bonus_cents bigint NOT NULL DEFAULT 0 CHECK (bonus_cents >= 0),
  ledger_entry_id bigint REFERENCES ledger_entries (id),
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  UNIQUE (act_id, member_id)
);
CREATE INDEX act_applications_member_idx ON act_applications (member_id, id);
