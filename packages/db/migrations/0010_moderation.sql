-- Moderation (issue 8): automatic findings about listings under review, and the indexes the
-- checks, the review queue and the expiry job need.

-- What the checks found about a listing; an admin dismisses a finding or merges the listing into
-- the one it duplicates. One open finding per listing, kind and related listing (coalesce: a
-- finding about no other listing counts once too), so checking again updates instead of repeating.
CREATE TYPE "public"."finding_kind" AS ENUM('duplicate_photo', 'duplicate_place', 'shared_phone', 'price_outlier', 'outside_gurugram', 'no_photos');--> statement-breakpoint
CREATE TYPE "public"."finding_status" AS ENUM('open', 'dismissed', 'merged');--> statement-breakpoint
CREATE TABLE "listing_findings" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"kind" "finding_kind" NOT NULL,
	"detail" jsonb NOT NULL,
	"related_property_id" integer,
	"status" "finding_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_by" integer,
	"resolved_at" timestamp with time zone,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "listing_findings" ADD CONSTRAINT "listing_findings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_findings" ADD CONSTRAINT "listing_findings_related_property_id_properties_id_fk" FOREIGN KEY ("related_property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_findings" ADD CONSTRAINT "listing_findings_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_findings_open_key" ON "listing_findings" USING btree ("property_id","kind",coalesce("related_property_id", 0)) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "listing_findings_property_idx" ON "listing_findings" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "listing_findings_status_idx" ON "listing_findings" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_findings_related_idx" ON "listing_findings" USING btree ("related_property_id");--> statement-breakpoint

-- Duplicate photos: the 64-bit perceptual hash cut into 4 bands of 16 bits, each tagged with its
-- number (band * 65536 + value). Two hashes at most 7 bits apart differ in at most 1 bit in some
-- band (pigeonhole: 2 in each would be 8), so probing each band's value and its 16 one-bit
-- neighbours (68 keys, GIN overlap &&) returns every candidate within the threshold, about 1 in
-- 1,000 photos; the exact distance (bit_count of the XOR) is computed only for those. Measured on
-- 500,000 random hashes (PostgreSQL 15): 20 ms for a listing of 5 photos, against 100 ms with 7
-- exact-match bands of 9 bits.
ALTER TABLE "property_images" ADD COLUMN "phash_bands" integer[] GENERATED ALWAYS AS (CASE WHEN phash ~ '^[0-9a-f]{16}$' THEN ARRAY[
    ('x' || substr(phash, 1, 4))::bit(16)::int,
    65536 + ('x' || substr(phash, 5, 4))::bit(16)::int,
    131072 + ('x' || substr(phash, 9, 4))::bit(16)::int,
    196608 + ('x' || substr(phash, 13, 4))::bit(16)::int] END) STORED;--> statement-breakpoint
CREATE INDEX "property_images_phash_bands_idx" ON "property_images" USING gin ("phash_bands");--> statement-breakpoint

-- The review queue, oldest first; the expiry job's due and about-to-expire listings.
CREATE INDEX "properties_review_queue_idx" ON "properties" USING btree ("submitted_at","id") WHERE status = 'pending_review';--> statement-breakpoint
CREATE INDEX "properties_active_expiry_idx" ON "properties" USING btree ("expires_at") WHERE status = 'active';--> statement-breakpoint

-- Hand-written (expressions drizzle-kit does not track). Duplicate places: listings in every
-- status near a point (the search indexes of 0002/0003 hold live listings only).
CREATE INDEX "properties_geo_all_idx" ON "properties" USING gist (ll_to_earth(latitude, longitude)) WHERE latitude IS NOT NULL AND longitude IS NOT NULL;--> statement-breakpoint
-- Shared phones: live listings by contact number, compared on its last 10 digits.
CREATE INDEX "properties_active_contact_idx" ON "properties" ((right(regexp_replace(owner_contact, '\D', '', 'g'), 10))) WHERE status = 'active' AND owner_contact IS NOT NULL;--> statement-breakpoint
-- 'About to expire' is recorded once per listing and expiry date (India), even with two
-- processes running the job: the second insert finds the first.
CREATE UNIQUE INDEX "audit_log_expiring_key" ON "audit_log" ("entity_id", ("after" ->> 'expires_on')) WHERE action = 'listing.expiring';
