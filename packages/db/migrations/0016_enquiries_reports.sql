-- Contact by consent and reports of bad listings: every reveal of an advertiser's number, the
-- enquiries a seeker sends to one advertiser and the messages of each thread, and reports.
CREATE TABLE "contact_reveals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"property_id" integer NOT NULL REFERENCES "properties"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_reveals_user_idx" ON "contact_reveals" ("user_id", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "contact_reveals_property_idx" ON "contact_reveals" ("property_id", "created_at" DESC);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"seeker_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"property_id" integer REFERENCES "properties"("id") ON DELETE CASCADE,
	"project_id" integer REFERENCES "projects"("id") ON DELETE CASCADE,
	"advertiser_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"want" text NOT NULL CHECK ("want" IN ('visit', 'price', 'availability', 'other')),
	"phone_shared_at" timestamp with time zone,
	"status" text DEFAULT 'new' NOT NULL CHECK ("status" IN ('new', 'replied', 'visit_booked', 'closed', 'spam')),
	"seeker_read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"advertiser_read_at" timestamp with time zone,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CHECK (("property_id" IS NULL) <> ("project_id" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_open_property_key" ON "enquiries" ("seeker_id", "property_id") WHERE "property_id" IS NOT NULL AND "status" NOT IN ('closed', 'spam');
--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_open_project_key" ON "enquiries" ("seeker_id", "project_id") WHERE "project_id" IS NOT NULL AND "status" NOT IN ('closed', 'spam');
--> statement-breakpoint
CREATE INDEX "enquiries_seeker_idx" ON "enquiries" ("seeker_id", "last_message_at" DESC);
--> statement-breakpoint
CREATE INDEX "enquiries_advertiser_idx" ON "enquiries" ("advertiser_id", "last_message_at" DESC);
--> statement-breakpoint
CREATE INDEX "enquiries_property_idx" ON "enquiries" ("property_id");
--> statement-breakpoint
CREATE TABLE "enquiry_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL REFERENCES "enquiries"("id") ON DELETE CASCADE,
	"author_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"from_seeker" boolean NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "enquiry_messages_enquiry_idx" ON "enquiry_messages" ("enquiry_id", "id");
--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL REFERENCES "properties"("id") ON DELETE CASCADE,
	"reporter_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"reason" text NOT NULL CHECK ("reason" IN ('unavailable', 'wrong_price', 'wrong_photos', 'broker_as_owner', 'fake', 'other')),
	"details" text,
	"status" text DEFAULT 'open' NOT NULL CHECK ("status" IN ('open', 'dismissed', 'upheld')),
	"resolved_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_once_key" ON "listing_reports" ("property_id", "reporter_id");
--> statement-breakpoint
CREATE INDEX "listing_reports_open_idx" ON "listing_reports" ("property_id") WHERE "status" = 'open';
--> statement-breakpoint
CREATE INDEX "listing_reports_reporter_idx" ON "listing_reports" ("reporter_id");
