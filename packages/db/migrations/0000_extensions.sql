-- Geo radius search (ll_to_earth, earth_distance, earth_box) and typo-tolerant text search.
-- All three ship with PGlite and with stock PostgreSQL.
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
