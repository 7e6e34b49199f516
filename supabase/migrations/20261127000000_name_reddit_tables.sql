-- One name for one thing (issue 14, decision 032): the product calls its community discovery
-- "Reddit" (the staff page /reddit, the API /api/reddit/…, the folder src/features/reddit), so
-- its tables say reddit too. Renaming keeps every row, the identity counter, the row-level
-- security flag, the grants and the foreign key: Postgres ties them to the table, not its name.
ALTER TABLE forum_scans RENAME TO reddit_scans;
ALTER TABLE forum_discoveries RENAME TO reddit_discoveries;

-- The names Postgres derived from the old table names when the first schema created them.
ALTER INDEX forum_scans_one_running RENAME TO reddit_scans_one_running;
ALTER TABLE reddit_scans RENAME CONSTRAINT forum_scans_pkey TO reddit_scans_pkey;
ALTER TABLE reddit_scans RENAME CONSTRAINT forum_scans_status_check TO reddit_scans_status_check;
ALTER SEQUENCE forum_scans_id_seq RENAME TO reddit_scans_id_seq;
ALTER TABLE reddit_discoveries RENAME CONSTRAINT forum_discoveries_pkey TO reddit_discoveries_pkey;
ALTER TABLE reddit_discoveries RENAME CONSTRAINT forum_discoveries_scan_id_fkey TO reddit_discoveries_scan_id_fkey;

COMMENT ON TABLE reddit_scans IS 'Each Reddit discovery scan of the Utah communities; at most one may be running (index reddit_scans_one_running).';
COMMENT ON TABLE reddit_discoveries IS 'Reddit posts found by scans, merged by post id across scans; the latest scan id says where a post was last seen.';
