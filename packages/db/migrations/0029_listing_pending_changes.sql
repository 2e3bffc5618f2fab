-- Edits that need review on a verified listing (decision 043): what a seeker relies on (title,
-- description, a price beyond 10 %, bedrooms, BHK and area, place, contact number and name)
-- waits here while the listing stays live as it was reviewed; the team's approval writes it into
-- the listing, a rejection drops it.
ALTER TABLE "properties" ADD COLUMN "pending_changes" jsonb;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "changes_submitted_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "properties_pending_changes_idx" ON "properties" ("changes_submitted_at", "id") WHERE "pending_changes" IS NOT NULL;
