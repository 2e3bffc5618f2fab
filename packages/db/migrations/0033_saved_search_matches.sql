-- Saved searches' alerts (issue 35, decision 055): which saved searches a listing matches is
-- worked out when it goes live, not by running every saved search on a clock.
--
-- One column per filter of the search, written from the same reading of the search's query as
-- the search makes (features/search/saved/matcher.ts); NULL is "any". The circle around a point
-- is its box (lat_min … lng_max) and its centre and radius. `text_match` is how its words were
-- read when it was saved (words, a place, its ids). `exact`: these columns are all the search's
-- conditions (it has no words but a tagged place, and no dates), so a listing they let through
-- matches without testing the search's own conditions.
ALTER TABLE saved_searches
	ADD COLUMN "purpose" text,
	ADD COLUMN "property_types" text[],
	ADD COLUMN "price_min" bigint,
	ADD COLUMN "price_max" bigint,
	ADD COLUMN "bedrooms_min" integer,
	ADD COLUMN "bedrooms_max" integer,
	ADD COLUMN "bathrooms_min" integer,
	ADD COLUMN "bathrooms_max" integer,
	ADD COLUMN "area_min" integer,
	ADD COLUMN "area_max" integer,
	ADD COLUMN "floor_min" integer,
	ADD COLUMN "floor_max" integer,
	ADD COLUMN "parking_min" integer,
	ADD COLUMN "age_max" integer,
	ADD COLUMN "cities" text[],
	ADD COLUMN "locality" text,
	ADD COLUMN "pincode" text,
	ADD COLUMN "posted_by" text,
	ADD COLUMN "amenities" text[],
	ADD COLUMN "features" text[],
	ADD COLUMN "pg_sharing" text[],
	ADD COLUMN "pg_food" boolean,
	ADD COLUMN "pg_gender" text,
	ADD COLUMN "tenants" text,
	ADD COLUMN "pets" boolean,
	ADD COLUMN "guests" integer,
	ADD COLUMN "lat_min" double precision,
	ADD COLUMN "lat_max" double precision,
	ADD COLUMN "lng_min" double precision,
	ADD COLUMN "lng_max" double precision,
	ADD COLUMN "lat" double precision,
	ADD COLUMN "lng" double precision,
	ADD COLUMN "radius_m" double precision,
	ADD COLUMN "place_ids" integer[],
	ADD COLUMN "text_match" jsonb,
	ADD COLUMN "exact" boolean DEFAULT false NOT NULL,
	ADD COLUMN "last_alert_at" timestamp with time zone;
--> statement-breakpoint
-- A listing going live reads only the saved searches around it (matcher.ts): those naming one of
-- its places, the circles whose box holds its point, and those naming no place, by purpose.
CREATE INDEX IF NOT EXISTS saved_searches_places_idx ON saved_searches USING gin (place_ids);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS saved_searches_circles_idx ON saved_searches USING gist (box(point(lat_min, lng_min), point(lat_max, lng_max)))
	WHERE place_ids IS NULL AND lat_min IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS saved_searches_anywhere_idx ON saved_searches (purpose) WHERE place_ids IS NULL AND lat_min IS NULL;
--> statement-breakpoint
-- A listing found for a saved search: once per search and listing (the key), so no alert names a
-- listing twice. alerted_at is set in the transaction that writes the alert's e-mail.
CREATE TABLE IF NOT EXISTS saved_search_matches (
	"saved_search_id" integer NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
	"property_id" integer NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alerted_at" timestamp with time zone,
	PRIMARY KEY ("saved_search_id", "property_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS saved_search_matches_waiting_idx ON saved_search_matches (saved_search_id, matched_at DESC) WHERE alerted_at IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS saved_search_matches_property_idx ON saved_search_matches (property_id);
--> statement-breakpoint
-- Listings that went live, or whose price fell while live, since the matcher last ran: written by
-- the triggers below in the transaction that made the change, taken by the matcher. price_before
-- is the price the listing had while already live (NULL when it was not live): a fall in price
-- matches only the searches whose band it was above.
CREATE TABLE IF NOT EXISTS listings_to_match (
	"property_id" integer PRIMARY KEY REFERENCES properties(id) ON DELETE CASCADE,
	"price_before" bigint,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "queue_listing_match"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_price bigint := CASE WHEN TG_OP = 'UPDATE' AND OLD.status = 'active' THEN OLD.price_value END;
BEGIN
  -- The row as it is at commit: a change undone later in the same transaction queues nothing.
  IF NOT EXISTS (SELECT 1 FROM properties p WHERE p.id = NEW.id AND p.status = 'active') THEN
    RETURN NULL;
  END IF;
  INSERT INTO listings_to_match (property_id, price_before) VALUES (NEW.id, before_price)
  ON CONFLICT (property_id) DO UPDATE SET price_before =
    CASE WHEN listings_to_match.price_before IS NULL OR EXCLUDED.price_before IS NULL THEN NULL
         ELSE greatest(listings_to_match.price_before, EXCLUDED.price_before) END;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "properties_added_live" AFTER INSERT ON "properties" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.status = 'active')
  EXECUTE FUNCTION "queue_listing_match"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "properties_went_live" AFTER UPDATE ON "properties" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.status = 'active' AND (OLD.status IS DISTINCT FROM 'active' OR NEW.price_value < OLD.price_value))
  EXECUTE FUNCTION "queue_listing_match"();
