-- Listings tagged with the gazetteer places they are in: a search that names a place
-- ("2 bhk dlf phase 2") becomes one exact GIN lookup instead of a phrase match that rechecks
-- every listing holding all the words (70 ms for "garden city" on a million; bench/README.md).
-- A place tags a listing when its name or an alias equals the listing's locality, sub-locality,
-- landmark (without "Near ..."/"Opp. ...") or one comma-separated part of its address.
ALTER TABLE properties ADD COLUMN place_ids integer[] DEFAULT '{}'::integer[] NOT NULL;
--> statement-breakpoint
-- The rule, written once: the lower-cased parts of a listing that can name a place ...
CREATE FUNCTION property_place_parts(loc text, sub text, landmark text, addr text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT lower(btrim(x))
    FROM unnest(ARRAY[loc, sub, regexp_replace(coalesce(landmark, ''), '^\s*(near|opp\.?|opposite|behind|next to|off)\s+', '', 'i')]
                || coalesce(string_to_array(addr, ','), '{}'::text[])) AS x
   WHERE x IS NOT NULL AND btrim(x) <> ''
$$;
--> statement-breakpoint
-- ... and every name a place goes by.
CREATE VIEW place_names AS
  SELECT id AS place_id, lower(name) AS name FROM localities
  UNION SELECT id, lower(a) FROM localities, unnest(aliases) a;
--> statement-breakpoint
CREATE FUNCTION property_place_ids(loc text, sub text, landmark text, addr text) RETURNS integer[]
LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT n.place_id ORDER BY n.place_id), '{}'::integer[])
    FROM property_place_parts(loc, sub, landmark, addr) AS part JOIN place_names n ON n.name = part
$$;
--> statement-breakpoint
CREATE FUNCTION properties_place_ids_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.place_ids := property_place_ids(NEW.locality, NEW.sub_locality, NEW.landmark, NEW.full_address);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_place_ids_trg BEFORE INSERT OR UPDATE OF locality, sub_locality, landmark, full_address
  ON properties FOR EACH ROW EXECUTE FUNCTION properties_place_ids_update();
--> statement-breakpoint
-- A place added or renamed later tags the listings that mention it (found through the text index).
CREATE FUNCTION localities_retag_properties() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE properties p SET place_ids = property_place_ids(p.locality, p.sub_locality, p.landmark, p.full_address)
   WHERE p.search_vector @@ phraseto_tsquery('english', NEW.name)
      OR EXISTS (SELECT 1 FROM unnest(NEW.aliases) a WHERE p.search_vector @@ phraseto_tsquery('english', a))
      OR (TG_OP = 'UPDATE' AND p.place_ids @> ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER localities_retag_trg AFTER INSERT OR UPDATE OF name, aliases ON localities
  FOR EACH ROW EXECUTE FUNCTION localities_retag_properties();
--> statement-breakpoint
-- Every listing in one set-based pass (a hash join on names; the per-row function costs about a
-- millisecond a listing). Used below and by bench/generate.ts after a bulk load.
CREATE FUNCTION tag_all_properties() RETURNS void LANGUAGE sql AS $$
UPDATE properties p SET place_ids = t.ids
  FROM (
    SELECT q.id, array_agg(DISTINCT n.place_id ORDER BY n.place_id) AS ids
      FROM properties q
      CROSS JOIN LATERAL property_place_parts(q.locality, q.sub_locality, q.landmark, q.full_address) AS part
      JOIN place_names n ON n.name = part
     GROUP BY q.id
  ) t
 WHERE t.id = p.id;
$$;
--> statement-breakpoint
SELECT tag_all_properties();
--> statement-breakpoint
CREATE INDEX properties_place_ids_idx ON properties USING gin (place_ids);
