-- What a visitor typed into the add-listing form before signing in (/add-new-listing): kept on
-- the server under a random token (stored hashed, like session tokens) so nothing is lost across
-- the login, and forgotten after a day.
CREATE TABLE "listing_drafts" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listing_drafts_created_idx" ON "listing_drafts" USING btree ("created_at");
