-- Two protections the first schema left to convention.
--
-- 1. node-pg-migrate keeps its ledger in public.pgmigrations, created before the first
--    migration ran, so that migration's GRANT SELECT ON ALL TABLES reached it. Browser roles
--    must not read (or, on Supabase, write) the migration ledger: row-level security on, no
--    policy, and the grants taken back. Supabase's own CLI does not create this table.
DO $$
BEGIN
  IF to_regclass('public.pgmigrations') IS NOT NULL THEN
    ALTER TABLE public.pgmigrations ENABLE ROW LEVEL SECURITY;
    REVOKE ALL ON public.pgmigrations FROM anon, authenticated;
  END IF;
END
$$;

-- 2. The seed must never undo what staff did, however they did it (the review screen, psql,
--    the Supabase dashboard). Any update that is not the seed's own marks the row touched, and
--    a catalogue row someone deletes is remembered so the next seed does not bring it back.
--    The seed announces itself with the transaction-local setting slc.seeding = 'on'.
CREATE FUNCTION seeding() RETURNS boolean
LANGUAGE sql STABLE AS $$ SELECT coalesce(current_setting('slc.seeding', true), '') = 'on' $$;
COMMENT ON FUNCTION seeding() IS 'True inside the seed''s own transaction (slc.seeding = on), for the triggers below.';

CREATE FUNCTION mark_destination_touched() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT seeding() THEN
    NEW.touched_at := now();
  END IF;
  RETURN NEW;
END
$$;
COMMENT ON FUNCTION mark_destination_touched() IS 'Marks a destination touched on every update the seed did not make, so re-seeding leaves it alone.';

CREATE TRIGGER destinations_mark_touched BEFORE UPDATE ON destinations
  FOR EACH ROW EXECUTE FUNCTION mark_destination_touched();

CREATE TABLE destination_removals (
  id text PRIMARY KEY,
  removed_at timestamptz NOT NULL DEFAULT now()
);
COMMENT ON TABLE destination_removals IS 'Catalogue ids staff deleted; the seed skips them instead of adding them again.';
ALTER TABLE destination_removals ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON destination_removals FROM anon, authenticated;

CREATE FUNCTION remember_destination_removal() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.origin = 'catalogue' AND NOT seeding() THEN
    INSERT INTO destination_removals (id) VALUES (OLD.id) ON CONFLICT (id) DO NOTHING;
  END IF;
  RETURN OLD;
END
$$;
COMMENT ON FUNCTION remember_destination_removal() IS 'Records a catalogue destination deleted outside the seed, so the seed does not restore it.';

CREATE TRIGGER destinations_remember_removal AFTER DELETE ON destinations
  FOR EACH ROW EXECUTE FUNCTION remember_destination_removal();

-- Trigger functions are not an API: browser roles cannot call them through Supabase's RPC.
REVOKE EXECUTE ON FUNCTION mark_destination_touched(), remember_destination_removal() FROM PUBLIC;
