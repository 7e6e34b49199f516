-- One name for one thing (issue 14, decision 032): the product calls its community discovery
-- "Reddit" (the staff page /reddit, the API /api/reddit/…, the folder src/features/reddit), so
-- its tables say reddit too. Renaming keeps every row, the identity counter, the row-level
-- security flag, the grants and the foreign key: Postgres ties them to the table, not its name.
ALTER TABLE forum_scans RENAME TO reddit_scans;
ALTER TABLE forum_discoveries RENAME TO reddit_discoveries;

-- The names Postgres derived from the old table names when the first schema created them: the
-- index that allows one running scan, the identity sequence, and every constraint (primary
-- keys, the status check, the foreign key and, from Postgres 18 on, the named NOT NULL
-- constraints, which older servers do not list; hence a loop rather than a fixed list).
-- Renaming a primary key renames its index too.
ALTER INDEX forum_scans_one_running RENAME TO reddit_scans_one_running;
ALTER SEQUENCE forum_scans_id_seq RENAME TO reddit_scans_id_seq;
DO $$
DECLARE
  con record;
BEGIN
  FOR con IN
    SELECT conrelid::regclass AS tbl, conname FROM pg_constraint
    WHERE conrelid IN ('reddit_scans'::regclass, 'reddit_discoveries'::regclass) AND conname LIKE 'forum\_%'
  LOOP
    EXECUTE format('ALTER TABLE %s RENAME CONSTRAINT %I TO %I', con.tbl, con.conname, 'reddit_' || substr(con.conname, 7));
  END LOOP;
END
$$;

COMMENT ON TABLE reddit_scans IS 'Each Reddit discovery scan of the Utah communities; at most one may be running (index reddit_scans_one_running).';
COMMENT ON TABLE reddit_discoveries IS 'Reddit posts found by scans, merged by post id across scans; the latest scan id says where a post was last seen.';
