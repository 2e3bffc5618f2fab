-- Saved searches (issue 35, decision 055): a person's searches kept under a name, each as the
-- query of the search address that names its filters (one written form, so the same filters
-- saved twice are the same text), with how often its alerts come. Removed with the account.
CREATE TABLE IF NOT EXISTS saved_searches (
	"id" serial PRIMARY KEY,
	"user_id" integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL CHECK ("frequency" IN ('instant', 'daily', 'weekly', 'off')),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- One of each search per person (saving it again answers with the name it has), listed newest first.
CREATE UNIQUE INDEX IF NOT EXISTS saved_searches_user_query_key ON saved_searches (user_id, query);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS saved_searches_user_idx ON saved_searches (user_id, created_at DESC);
