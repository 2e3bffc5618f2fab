-- The stepped add-listing flow (decision 028).
-- A photo remembers the SHA-256 of the file as it was sent, so the same file sent again is
-- recognised before it is decoded and answered with the photo it already is.
ALTER TABLE "property_images" ADD COLUMN "sha256" text;
--> statement-breakpoint
CREATE INDEX "property_images_sha256_idx" ON "property_images" USING btree ("property_id", "sha256");
--> statement-breakpoint
-- The add-listing form's contact e-mail (its contact name is owner_name).
ALTER TABLE "properties" ADD COLUMN "contact_email" text;
--> statement-breakpoint
-- A visitor's draft is now a listing without an owner yet, reached through the token, so its
-- steps and photos are kept like an owner's. Drafts of the old kind (typed values only, at most
-- a day old) cannot become one and are dropped.
DELETE FROM "listing_drafts";
--> statement-breakpoint
ALTER TABLE "listing_drafts" DROP COLUMN "payload";
--> statement-breakpoint
ALTER TABLE "listing_drafts" ADD COLUMN "property_id" integer NOT NULL REFERENCES "properties"("id") ON DELETE CASCADE;
--> statement-breakpoint
CREATE UNIQUE INDEX "listing_drafts_property_key" ON "listing_drafts" USING btree ("property_id");
