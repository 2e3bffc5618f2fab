-- Text search: one weighted tsvector per listing, kept by a trigger (array_to_string is not
-- immutable, so a generated column cannot build it). Title and locality weigh most.
ALTER TABLE properties ADD COLUMN search_vector tsvector;
--> statement-breakpoint
CREATE FUNCTION properties_search_vector_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.locality, '') || ' ' || coalesce(NEW.sub_locality, '') || ' ' || coalesce(NEW.landmark, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.builder_name, '') || ' ' || array_to_string(NEW.features, ' ') || ' ' || array_to_string(NEW.amenities, ' ')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.full_address, '') || ' ' || coalesce(NEW.city, '')), 'C') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'D');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_search_vector_trg BEFORE INSERT OR UPDATE OF title, description, locality, sub_locality, landmark, builder_name, features, amenities, full_address, city
  ON properties FOR EACH ROW EXECUTE FUNCTION properties_search_vector_update();
--> statement-breakpoint
CREATE INDEX properties_search_idx ON properties USING gin (search_vector);
--> statement-breakpoint
-- Radius search: nearest-first ordering with `<->` walks this index (see STACK-NOTES.md).
CREATE INDEX properties_geo_idx ON properties USING gist (ll_to_earth(latitude, longitude))
  WHERE status = 'active' AND latitude IS NOT NULL AND longitude IS NOT NULL;
--> statement-breakpoint
CREATE INDEX properties_locality_trgm_idx ON properties USING gin (lower(locality) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX localities_name_trgm_idx ON localities USING gin (lower(name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX localities_geo_idx ON localities USING gist (ll_to_earth(latitude, longitude));
