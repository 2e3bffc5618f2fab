-- A counter that moves whenever anything a search result or a listing page shows changes, so
-- the API can keep answers in memory and know exactly when they are stale (apps/api/src/modules/
-- properties/cache.ts). It is a row, not a sequence, so its new value becomes visible with the
-- write's own commit and never before it. The triggers are deferred to commit time, so a writer
-- takes this row's lock last, after every listing row it locked, and holds it only while
-- committing: two writers cannot end up waiting on each other through it. The setting makes it
-- one update per transaction however many rows it touched.
CREATE TABLE "listing_generation" (
  "id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
  "n" bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO "listing_generation" DEFAULT VALUES;
--> statement-breakpoint
CREATE FUNCTION "bump_listing_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('aangan.listing_generation_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('aangan.listing_generation_bumped', 'on', true);
    UPDATE listing_generation SET n = n + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "properties_generation" AFTER INSERT OR UPDATE OR DELETE ON "properties" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_listing_generation"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "property_images_generation" AFTER INSERT OR UPDATE OR DELETE ON "property_images" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_listing_generation"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "virtual_tours_generation" AFTER INSERT OR UPDATE OR DELETE ON "virtual_tours" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_listing_generation"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tour_scenes_generation" AFTER INSERT OR UPDATE OR DELETE ON "tour_scenes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_listing_generation"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tour_links_generation" AFTER INSERT OR UPDATE OR DELETE ON "tour_links" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_listing_generation"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "availability_blocks_generation" AFTER INSERT OR UPDATE OR DELETE ON "availability_blocks" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_listing_generation"();
