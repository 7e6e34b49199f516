-- A catalogue version for the API's cached bodies (decision 018).
--
-- GET /api/destinations and /api/destinations/{id} answer the same bytes to everyone until the
-- catalogue changes, so each function instance keeps its bodies built and compressed. Before
-- answering it reads this one-row counter with a tiny query; any statement that inserts,
-- updates, deletes or truncates destinations bumps it, whoever runs it (the review screen, the
-- seed, psql, the Supabase dashboard), so no instance ever answers an old body.
CREATE TABLE catalogue_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL DEFAULT 1,
  changed_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE catalogue_version IS 'One row: a counter bumped by every statement that changes destinations, read by the API to know when its cached bodies are stale.';
INSERT INTO catalogue_version (id) VALUES (true);

ALTER TABLE catalogue_version ENABLE ROW LEVEL SECURITY;
-- No policy: browser roles neither read nor write it; the server's own role owns the table.
REVOKE ALL ON catalogue_version FROM anon, authenticated;

CREATE FUNCTION bump_catalogue_version() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1, changed_at = now() WHERE id;
  RETURN NULL;
END
$$;
COMMENT ON FUNCTION bump_catalogue_version() IS 'Statement-level trigger of destinations: one bump per changing statement, however many rows it touched. Security definer, so whoever may change destinations also bumps the counter they cannot otherwise write.';

CREATE TRIGGER destinations_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON destinations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
CREATE TRIGGER destinations_bump_catalogue_version_on_truncate AFTER TRUNCATE ON destinations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();

REVOKE EXECUTE ON FUNCTION bump_catalogue_version() FROM PUBLIC;
