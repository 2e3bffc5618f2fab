-- Shortlists shared with family (issue 35 §3, decision 057). A list has one owner, who invites
-- others by a link (a random token, revoked by clearing it or replaced by a new one); members
-- add and remove listings and projects, vote yes or no on each and comment. The owner is a
-- member row too, so "who may read it" is one lookup.
CREATE TABLE IF NOT EXISTS shortlists (
	"id" serial PRIMARY KEY,
	"owner_id" integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	"name" text NOT NULL,
	"invite_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS shortlists_owner_idx ON shortlists (owner_id);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS shortlists_invite_key ON shortlists (invite_token) WHERE invite_token IS NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS shortlist_members (
	"shortlist_id" integer NOT NULL REFERENCES shortlists(id) ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	"role" text DEFAULT 'member' NOT NULL CHECK ("role" IN ('owner', 'member')),
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("shortlist_id", "user_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS shortlist_members_user_idx ON shortlist_members (user_id);
--> statement-breakpoint
-- A listing or a project (exactly one), once per list.
CREATE TABLE IF NOT EXISTS shortlist_items (
	"id" serial PRIMARY KEY,
	"shortlist_id" integer NOT NULL REFERENCES shortlists(id) ON DELETE CASCADE,
	"property_id" integer REFERENCES properties(id) ON DELETE CASCADE,
	"project_id" integer REFERENCES projects(id) ON DELETE CASCADE,
	"added_by" integer REFERENCES users(id) ON DELETE SET NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT shortlist_items_one_kind CHECK (("property_id" IS NULL) <> ("project_id" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS shortlist_items_property_key ON shortlist_items (shortlist_id, property_id) WHERE property_id IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS shortlist_items_project_key ON shortlist_items (shortlist_id, project_id) WHERE project_id IS NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS shortlist_votes (
	"item_id" integer NOT NULL REFERENCES shortlist_items(id) ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	"vote" text NOT NULL CHECK ("vote" IN ('yes', 'no')),
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("item_id", "user_id")
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS shortlist_comments (
	"id" serial PRIMARY KEY,
	"item_id" integer NOT NULL REFERENCES shortlist_items(id) ON DELETE CASCADE,
	"user_id" integer REFERENCES users(id) ON DELETE SET NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS shortlist_comments_item_idx ON shortlist_comments (item_id, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS shortlist_comments_user_idx ON shortlist_comments (user_id, created_at DESC);
