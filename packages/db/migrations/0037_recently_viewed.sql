-- Recently viewed (issue 35 §5): the last listings a signed-in person opened, newest first; the
-- API keeps at most 20 a person (older ones are dropped as new ones come). Signed-out visitors
-- keep theirs in the browser, merged in here when they sign in.
CREATE TABLE IF NOT EXISTS recently_viewed (
	"user_id" integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	"property_id" integer NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("user_id", "property_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS recently_viewed_user_idx ON recently_viewed (user_id, viewed_at DESC);
