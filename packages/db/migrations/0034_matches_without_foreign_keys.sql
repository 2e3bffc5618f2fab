-- Saved searches' matches without foreign keys (decision 055, update of 2026-12-08). A listing
-- going live writes one row per saved search it matches: 650 on average at 100,000 saved
-- searches, 6,000 for a listing that suits the searches naming no place. Each row's two
-- foreign-key checks cost more than everything else together (404 ms of 525 ms for 6,206 rows:
-- every check of the listing locks its one row again). The matcher writes only ids it has just
-- read in its own transaction, so the checks guard nothing it does; what they gave on delete,
-- the triggers below give.
ALTER TABLE saved_search_matches DROP CONSTRAINT IF EXISTS saved_search_matches_saved_search_id_fkey;
--> statement-breakpoint
ALTER TABLE saved_search_matches DROP CONSTRAINT IF EXISTS saved_search_matches_property_id_fkey;
--> statement-breakpoint
CREATE FUNCTION "forget_saved_search_matches"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'saved_searches' THEN
    DELETE FROM saved_search_matches WHERE saved_search_id = OLD.id;
  ELSE
    DELETE FROM saved_search_matches WHERE property_id = OLD.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "saved_search_deleted" AFTER DELETE ON "saved_searches" FOR EACH ROW
  EXECUTE FUNCTION "forget_saved_search_matches"();
--> statement-breakpoint
CREATE TRIGGER "property_deleted" AFTER DELETE ON "properties" FOR EACH ROW
  EXECUTE FUNCTION "forget_saved_search_matches"();
