-- The top-tier places' own texts in French and Spanish as staff edit them (issue 53,
-- docs/decisions/116): one row per place and language, which wins over the content file's entry
-- (src/features/places/texts/<lang>/*.json) on the next build, and every edit in place_text_history.

CREATE TABLE place_texts (
  -- no foreign key, like destination_history: the text of a place outlives a withdrawal and a reseed
  destination_id text NOT NULL,
  lang text NOT NULL CHECK (lang IN ('fr', 'es')),
  -- { "description": "…", "highlights": ["…"], … }: the fields translated, written whole by each edit
  texts jsonb NOT NULL CHECK (jsonb_typeof(texts) = 'object'),
  -- { "description": "1a2b3c4d", … }: the stamp of each English field when the edit was saved (stale when it differs)
  stamps jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(stamps) = 'object'),
  updated_by_email text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (destination_id, lang)
);
COMMENT ON TABLE place_texts IS 'Staff''s French and Spanish texts of a place (description, highlights, activities, tips, packing list, accessibility, best time), over the content files; with the stamps of the English they translated.';

CREATE TABLE place_text_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  destination_id text NOT NULL,
  lang text NOT NULL CHECK (lang IN ('fr', 'es')),
  -- [{ "field": "localTips", "before": […], "after": […] }, …]: each field the edit changed
  changes jsonb NOT NULL CHECK (jsonb_typeof(changes) = 'array'),
  actor_id uuid,
  actor_email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE place_text_history IS 'Every staff edit of a place''s French or Spanish texts: who, when, the language, each field before and after. Written in the edit''s transaction; never updated or deleted.';
CREATE INDEX place_text_history_place_idx ON place_text_history (destination_id, lang, created_at DESC, id DESC);

-- Browser roles get nothing (no policy, grants taken back): the server writes and reads both
-- tables as their owner, after its staff check, like destination_history.
ALTER TABLE place_texts ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON place_texts FROM anon, authenticated;
ALTER TABLE place_text_history ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON place_text_history FROM anon, authenticated;

-- The history is append-only for the table owner too (decision 049's reason: grants do not bind an owner).
CREATE FUNCTION refuse_place_text_history_rewrite() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'place_text_history is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
COMMENT ON FUNCTION refuse_place_text_history_rewrite() IS 'Refuses every UPDATE and DELETE of place_text_history, so the history of the translated texts cannot be rewritten by the app.';
CREATE TRIGGER place_text_history_append_only BEFORE UPDATE OR DELETE ON place_text_history
  FOR EACH ROW EXECUTE FUNCTION refuse_place_text_history_rewrite();
REVOKE EXECUTE ON FUNCTION refuse_place_text_history_rewrite() FROM PUBLIC;
