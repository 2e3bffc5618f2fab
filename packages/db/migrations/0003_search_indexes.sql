-- Indexes that match each public sort, on active listings only, so a LIMIT-12 search walks an
-- index in order and stops (DESIGN.md, Search). Each exists with and without purpose first,
-- because "all purposes" is the search form's default.
ALTER TABLE properties ADD COLUMN popularity integer GENERATED ALWAYS AS (like_count * 3 + visit_count * 5 + interest_count * 2 + view_count / 20) STORED;
--> statement-breakpoint
CREATE INDEX properties_active_newest_all_idx ON properties (created_at DESC, id DESC) WHERE status = 'active';
--> statement-breakpoint
-- Price sorts put "price on request" last in both directions: the sentinels live in the key.
CREATE INDEX properties_active_price_low_idx ON properties (purpose, (coalesce(price_value, 9000000000000000)), id) WHERE status = 'active';
--> statement-breakpoint
CREATE INDEX properties_active_price_low_all_idx ON properties ((coalesce(price_value, 9000000000000000)), id) WHERE status = 'active';
--> statement-breakpoint
CREATE INDEX properties_active_price_high_idx ON properties (purpose, (coalesce(price_value, -1)) DESC, id DESC) WHERE status = 'active';
--> statement-breakpoint
CREATE INDEX properties_active_price_high_all_idx ON properties ((coalesce(price_value, -1)) DESC, id DESC) WHERE status = 'active';
--> statement-breakpoint
CREATE INDEX properties_active_popular_idx ON properties (purpose, popularity DESC, id DESC) WHERE status = 'active';
--> statement-breakpoint
CREATE INDEX properties_active_popular_all_idx ON properties (popularity DESC, id DESC) WHERE status = 'active';
--> statement-breakpoint
-- Nearest-first per purpose: a KNN walk that never visits other purposes.
CREATE INDEX properties_geo_buy_idx ON properties USING gist (ll_to_earth(latitude, longitude)) WHERE status = 'active' AND purpose = 'buy' AND latitude IS NOT NULL AND longitude IS NOT NULL;
--> statement-breakpoint
CREATE INDEX properties_geo_rent_idx ON properties USING gist (ll_to_earth(latitude, longitude)) WHERE status = 'active' AND purpose = 'rent' AND latitude IS NOT NULL AND longitude IS NOT NULL;
--> statement-breakpoint
CREATE INDEX properties_geo_short_stay_idx ON properties USING gist (ll_to_earth(latitude, longitude)) WHERE status = 'active' AND purpose = 'short_stay' AND latitude IS NOT NULL AND longitude IS NOT NULL;
--> statement-breakpoint
CREATE INDEX properties_geo_pg_idx ON properties USING gist (ll_to_earth(latitude, longitude)) WHERE status = 'active' AND purpose = 'pg' AND latitude IS NOT NULL AND longitude IS NOT NULL;
--> statement-breakpoint
CREATE INDEX properties_geo_commercial_idx ON properties USING gist (ll_to_earth(latitude, longitude)) WHERE status = 'active' AND purpose = 'commercial' AND latitude IS NOT NULL AND longitude IS NOT NULL;
--> statement-breakpoint
CREATE INDEX localities_aliases_idx ON localities USING gin (aliases);
--> statement-breakpoint
CREATE INDEX projects_name_trgm_idx ON projects USING gin (lower(name || ' ' || builder_name || ' ' || coalesce(locality, '')) gin_trgm_ops);
