-- Foundations of contact and trust (issue 20): the language a person's e-mail is written in,
-- a listing paused until its owner confirms it is still available, and the account a
-- project's enquiries go to (its builder's; none means the Aangan team's back office).
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en-IN' NOT NULL CHECK ("locale" IN ('en-IN', 'hi-IN'));
--> statement-breakpoint
ALTER TYPE "listing_status" ADD VALUE IF NOT EXISTS 'paused';
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "paused_reason" text;
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "builder_id" integer REFERENCES "users"("id") ON DELETE SET NULL;
