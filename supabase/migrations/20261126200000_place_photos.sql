-- Photos of a place (issue 22, decision 029).
--
-- partner_photos: up to three photos a business uploads through its submission's private
-- status link (decision 025), after confirming it holds the rights. Only the re-encoded WebP
-- files are kept (in the photo store: Supabase Storage in production, $DATA_DIR/photos when
-- embedded), never the uploaded bytes, so no EXIF/GPS survives. A photo is shown on the place
-- only once staff approve it; until then only staff (and the submitter's status page) see it.
CREATE TABLE partner_photos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  alt text NOT NULL CHECK (char_length(alt) BETWEEN 1 AND 200),
  -- The widths stored (each a file "<id>-<width>.webp"); the largest is at most the original's.
  widths smallint[] NOT NULL CHECK (cardinality(widths) BETWEEN 1 AND 3),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  bytes integer NOT NULL CHECK (bytes > 0),
  rights_confirmed_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  reviewed_at timestamptz
);
COMMENT ON TABLE partner_photos IS 'Photos a business uploaded with its submission (re-encoded WebP, metadata stripped); shown on the place once staff approve them.';
COMMENT ON COLUMN partner_photos.rights_confirmed_at IS 'When the submitter confirmed they hold the rights to the photo (required to upload).';
CREATE INDEX partner_photos_submission ON partner_photos (submission_id, created_at);

-- hidden_photos: staff hide any photo of any source on a place. photo_id is the id the photos
-- API answers: "partner:<uuid>", "nps:<hash of the image URL>", "google:<hash of the photo
-- name>" (a hash, not Google's photo name, which its terms do not let us keep).
CREATE TABLE hidden_photos (
  destination_id text NOT NULL,
  photo_id text NOT NULL CHECK (photo_id ~ '^(google|nps|partner):[A-Za-z0-9-]{1,64}$'),
  hidden_by text NOT NULL,
  hidden_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (destination_id, photo_id)
);
COMMENT ON TABLE hidden_photos IS 'Photos staff hid on a place, by the photo id of GET /api/destinations/{id}/photos; hidden everywhere.';

-- Only the server (the table owner) reads and writes both, after checking the token or the
-- staff session; browser roles get no policy, so row-level security hides every row.
ALTER TABLE partner_photos ENABLE ROW LEVEL SECURITY;
ALTER TABLE hidden_photos ENABLE ROW LEVEL SECURITY;
REVOKE ALL ON partner_photos FROM anon, authenticated;
REVOKE ALL ON hidden_photos FROM anon, authenticated;
