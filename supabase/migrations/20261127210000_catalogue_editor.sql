-- The staff catalogue editor (issue 29, docs/decisions/049): staff edit, withdraw and restore a
-- published place; every change is kept in destination_history, which the app only ever adds to.

-- A withdrawn place stays in the table (its favourites, photos and history keep their place id)
-- but leaves every public read: lists, search, the sitemap, its page after the next build.
ALTER TABLE destinations ADD COLUMN withdrawn_at timestamptz;
COMMENT ON COLUMN destinations.withdrawn_at IS 'When staff withdrew the place from the public catalogue; NULL while it is published. Restoring sets it back to NULL.';

-- Browser roles (Supabase anon/authenticated) see only published places, as the API does.
DROP POLICY destinations_public_read ON destinations;
CREATE POLICY destinations_public_read ON destinations FOR SELECT TO anon, authenticated USING (withdrawn_at IS NULL);
COMMENT ON POLICY destinations_public_read ON destinations IS 'The catalogue is public: anyone may read a published place; withdrawn places are staff''s only. Writes go through the server only.';

CREATE TABLE destination_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- no foreign key: the history of a place outlives the place (a submission taken back deletes its row)
  destination_id text NOT NULL,
  action text NOT NULL CHECK (action IN ('edit', 'withdraw', 'restore')),
  -- [{ "field": "name", "before": …, "after": … }, …]: each field the action changed
  changes jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(changes) = 'array'),
  actor_id uuid,
  actor_email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE destination_history IS 'Every staff edit, withdrawal and restore of a place: who, when, and each field before and after. Written in the same transaction as the change; never updated or deleted.';
CREATE INDEX destination_history_place_idx ON destination_history (destination_id, created_at DESC, id DESC);

ALTER TABLE destination_history ENABLE ROW LEVEL SECURITY;
-- Browser roles get nothing (no policy, grants taken back); the server writes and reads it as the table owner.
REVOKE ALL ON destination_history FROM anon, authenticated;

-- History is append-only for everyone, the table owner (the app's own role) included: grants do
-- not bind an owner, a trigger does. TRUNCATE (restore --force of a whole backup) is left alone.
CREATE FUNCTION refuse_history_rewrite() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'destination_history is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
COMMENT ON FUNCTION refuse_history_rewrite() IS 'Refuses every UPDATE and DELETE of destination_history, so the editor''s history cannot be rewritten by the app.';
CREATE TRIGGER destination_history_append_only BEFORE UPDATE OR DELETE ON destination_history
  FOR EACH ROW EXECUTE FUNCTION refuse_history_rewrite();
REVOKE EXECUTE ON FUNCTION refuse_history_rewrite() FROM PUBLIC;
