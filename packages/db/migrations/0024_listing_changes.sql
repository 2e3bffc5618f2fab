-- Which listing changed, said to every server process at commit, so each can drop exactly the
-- answers it keeps that the change touches (apps/api/src/modules/properties/cache.ts) instead of
-- all of them. Replaces the blanket triggers of migration 0012:
--   * Only what a visitor can see counts: a change to a listing that is live neither before nor
--     after it (a draft, one under review) touches no kept answer, and the counters (views,
--     likes, interest, visits, and the popularity sort made of them) are allowed to lag on kept
--     answers by the cache's time limit, so moving them says nothing.
--   * Each change is sent on the channel 'aangan_listing_changes' as JSON: the generation it
--     belongs to ("g"), the listing ("id") and its searchable facts before ("b") and after ("a"),
--     so a process can tell which searches the listing could have entered or left. A transaction
--     touching more than 100 listings (a job, a bulk load) sends one {"g", "all": true} instead
--     after the first hundred.
--   * listing_generation still moves once per transaction that sends anything: a process that
--     finds it ahead of the messages it received has missed one, and drops everything.
-- The triggers stay deferred to commit time (see migration 0012 for why).
DROP TRIGGER "properties_generation" ON "properties";
--> statement-breakpoint
DROP TRIGGER "property_images_generation" ON "property_images";
--> statement-breakpoint
DROP TRIGGER "virtual_tours_generation" ON "virtual_tours";
--> statement-breakpoint
DROP TRIGGER "tour_scenes_generation" ON "tour_scenes";
--> statement-breakpoint
DROP TRIGGER "tour_links_generation" ON "tour_links";
--> statement-breakpoint
DROP TRIGGER "availability_blocks_generation" ON "availability_blocks";
--> statement-breakpoint
DROP FUNCTION "bump_listing_generation"();
--> statement-breakpoint
-- "filters" sums up every other column a search can filter on, so that a change which leaves all
-- of them alone (a new description, a photo) is known not to move the listing into or out of any
-- search but a keyword one.
CREATE FUNCTION "listing_facts"(p "properties") RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('status', p.status, 'purpose', p.purpose, 'type', p.property_type,
    'places', p.place_ids, 'lat', p.latitude, 'lng', p.longitude, 'locality', p.locality,
    'sub_locality', p.sub_locality, 'bedrooms', p.bedrooms, 'price', p.price_value,
    'filters', md5(row(p.amenities, p.features, p.area_sqft, p.floor_number, p.parking_spaces,
      p.bathrooms, p.age_of_property, p.pg_sharing, p.pg_food_included, p.pg_gender, p.city,
      p.pincode, p.posted_by, p.max_occupancy, p.minimum_stay_days)::text))
$$;
--> statement-breakpoint
CREATE FUNCTION "note_listing_change"(listing_id integer, before jsonb, after jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  gen bigint;
  sent integer;
BEGIN
  IF coalesce(before->>'status', '') <> 'active' AND coalesce(after->>'status', '') <> 'active' THEN
    RETURN;
  END IF;
  gen := nullif(current_setting('aangan.listing_generation', true), '')::bigint;
  IF gen IS NULL THEN
    UPDATE listing_generation SET n = n + 1 RETURNING n INTO gen;
    PERFORM set_config('aangan.listing_generation', gen::text, true);
  END IF;
  sent := coalesce(nullif(current_setting('aangan.listing_changes_sent', true), '')::integer, 0) + 1;
  PERFORM set_config('aangan.listing_changes_sent', sent::text, true);
  IF sent <= 100 THEN
    PERFORM pg_notify('aangan_listing_changes',
      jsonb_build_object('g', gen::text, 'id', listing_id, 'b', before, 'a', after)::text);
  ELSIF sent = 101 THEN
    PERFORM pg_notify('aangan_listing_changes', jsonb_build_object('g', gen::text, 'all', true)::text);
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "properties_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM note_listing_change(NEW.id, NULL, listing_facts(NEW));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM note_listing_change(OLD.id, listing_facts(OLD), NULL);
  ELSE
    PERFORM note_listing_change(NEW.id, listing_facts(OLD), listing_facts(NEW));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A photo, tour, scene, link or blocked date of a listing: the listing's facts as they are now.
CREATE FUNCTION "listing_part_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  part jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
  listing_id integer;
  facts jsonb;
BEGIN
  IF part ? 'property_id' THEN
    listing_id := (part->>'property_id')::integer;
  ELSE
    SELECT t.property_id INTO listing_id FROM virtual_tours t
      WHERE t.id = coalesce((part->>'tour_id')::integer,
        (SELECT s.tour_id FROM tour_scenes s WHERE s.id = (part->>'from_scene_id')::integer));
  END IF;
  SELECT listing_facts(p) INTO facts FROM properties p WHERE p.id = listing_id;
  -- Gone with its listing: the listing's own trigger has said so.
  IF facts IS NULL THEN
    RETURN NULL;
  END IF;
  -- A photo moves the listing into or out of no search; blocked dates and tours may (stays on
  -- given dates, and whatever a tour is shown for): their "before" is marked as unlike the after.
  IF TG_TABLE_NAME = 'property_images' THEN
    PERFORM note_listing_change(listing_id, facts, facts);
  ELSE
    PERFORM note_listing_change(listing_id, facts || '{"filters": null}', facts);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "properties_added_or_removed" AFTER INSERT OR DELETE ON "properties" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "properties_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "properties_changed" AFTER UPDATE ON "properties" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((to_jsonb(OLD) - ARRAY['view_count', 'like_count', 'interest_count', 'visit_count', 'popularity'])
    IS DISTINCT FROM (to_jsonb(NEW) - ARRAY['view_count', 'like_count', 'interest_count', 'visit_count', 'popularity']))
  EXECUTE FUNCTION "properties_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "property_images_changed" AFTER INSERT OR UPDATE OR DELETE ON "property_images" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "listing_part_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "virtual_tours_changed" AFTER INSERT OR UPDATE OR DELETE ON "virtual_tours" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "listing_part_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tour_scenes_changed" AFTER INSERT OR UPDATE OR DELETE ON "tour_scenes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "listing_part_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tour_links_changed" AFTER INSERT OR UPDATE OR DELETE ON "tour_links" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "listing_part_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "availability_blocks_changed" AFTER INSERT OR UPDATE OR DELETE ON "availability_blocks" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "listing_part_changed"();
