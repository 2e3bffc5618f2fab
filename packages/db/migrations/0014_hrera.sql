-- A project's HRERA registration: its number (none yet while the promoter has only applied),
-- its status at the authority and the date it is valid until, and whether the project is
-- published at all. The RERA Act (section 3) forbids advertising a project that is not
-- registered, so a published project must have a number and must be past 'applied'; a lapsed
-- or revoked one may stay published, with a warning, so buyers see what happened to it.
ALTER TABLE "projects" ALTER COLUMN "rera_number" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "hrera_status" text DEFAULT 'registered' NOT NULL
  CONSTRAINT "projects_hrera_status_check" CHECK ("hrera_status" IN ('registered', 'lapsed', 'revoked', 'applied'));
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "hrera_valid_until" date;
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_published_registered_check"
  CHECK (NOT "is_published" OR ("rera_number" IS NOT NULL AND "hrera_status" <> 'applied'));
