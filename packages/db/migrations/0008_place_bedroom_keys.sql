-- "2 bhk sushant lok" is a place tag plus an exact bedroom count. With the tag alone the search
-- read every listing of the place (3,600 heap pages on the 1M bench database) to keep the 2 BHK
-- ones. Indexing each (place, bedrooms) pair as one key (place id * 100 + bedrooms) finds the ~650
-- matches directly: 10 ms -> 2.2 ms execution (bench/README.md). A GIN over the tag and bedrooms
-- as two columns (btree_gin) was tried: intersecting with the 250,000-entry "bedrooms = 2" list
-- inside the index cost 2.6 ms alone, and a bedroom range there read the whole range (183 ms).
CREATE FUNCTION place_bedroom_keys(ids int[], beds smallint) RETURNS int[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN beds IS NULL OR beds < 0 OR beds > 99 THEN NULL ELSE (SELECT array_agg(x * 100 + beds) FROM unnest(ids) x) END
$$;
--> statement-breakpoint
-- Not partial: PostgreSQL takes statistics for an expression only from a whole-table index, and
-- without them "Gurugram" (on 180,000 listings) was estimated at 4,700 and read row by row (3.8 s).
CREATE INDEX properties_place_bedrooms_idx ON properties USING gin (place_bedroom_keys(place_ids, bedrooms));
