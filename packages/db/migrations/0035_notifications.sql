-- What seekers are told about (issue 35 §2, decision 056): a notification centre, each listing's
-- price history, and "still available?" questions to advertisers.
--
-- A listing's price changes, the notifications of the people who like it, and the answers to
-- questions about it are written by triggers on properties, in the transaction that made the
-- change, whichever path made it (an owner's edit within 10 %, an approved edit, a reconfirm link,
-- the owner's dashboard, the expiry job).

-- Every change of a listing's price once it has been public, old and new (price_value: rent a
-- month, sale price, or rate a day or night).
CREATE TABLE IF NOT EXISTS price_changes (
	"id" bigserial PRIMARY KEY,
	"property_id" integer NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
	"old_price" bigint NOT NULL,
	"new_price" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS price_changes_property_idx ON price_changes (property_id, changed_at DESC);
--> statement-breakpoint
-- One thing a person is told about in the app. What it says is written from kind and data in
-- the reader's language when it is shown; `link` is the page it opens (without a language
-- prefix). emailed_at: sent in a daily digest (the kinds that have one).
CREATE TABLE IF NOT EXISTS notifications (
	"id" bigserial PRIMARY KEY,
	"user_id" integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	"kind" text NOT NULL CHECK ("kind" IN ('saved_search', 'price_drop', 'listing_closed', 'availability_answer', 'enquiry_message', 'visit_change')),
	"property_id" integer REFERENCES properties(id) ON DELETE CASCADE,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS notifications_user_idx ON notifications (user_id, id DESC);
--> statement-breakpoint
-- The bell's count: read on every page a signed-in person opens.
CREATE INDEX IF NOT EXISTS notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS notifications_digest_idx ON notifications (user_id)
	WHERE emailed_at IS NULL AND kind IN ('price_drop', 'listing_closed', 'availability_answer');
--> statement-breakpoint
-- The daily digest's kinds a person does not want by e-mail (they stay in the app).
ALTER TABLE users ADD COLUMN "digest_off" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
-- "Still available?": a signed-in seeker's question about a live listing, answered for everyone
-- who asked when its advertiser confirms it (or closes it). One open question per person and
-- listing. mailed: this question is the one that e-mailed the advertiser (one a day a listing).
CREATE TABLE IF NOT EXISTS availability_questions (
	"id" bigserial PRIMARY KEY,
	"property_id" integer NOT NULL REFERENCES properties(id) ON DELETE CASCADE,
	"asker_id" integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone,
	"answer" text CHECK ("answer" IN ('available', 'rented', 'sold', 'expired'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS availability_questions_open_key ON availability_questions (property_id, asker_id) WHERE answered_at IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS availability_questions_asker_idx ON availability_questions (asker_id, asked_at DESC);
--> statement-breakpoint
CREATE FUNCTION "listing_changed_for_seekers"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lowest bigint;
  closed boolean := OLD.status = 'active' AND NEW.status IN ('rented', 'sold', 'expired');
  confirmed boolean := NEW.status = 'active' AND NEW.last_confirmed_at IS DISTINCT FROM OLD.last_confirmed_at;
  facts jsonb := jsonb_build_object('title', NEW.title, 'purpose', NEW.purpose, 'price_type', NEW.price_type);
BEGIN
  IF NEW.price_value IS DISTINCT FROM OLD.price_value AND OLD.price_value IS NOT NULL AND NEW.price_value IS NOT NULL
     AND OLD.verified_at IS NOT NULL THEN
    -- A drop is news only below every price of the last 30 days: raising a price and dropping it
    -- back is not a reduction (the rule the EU sets for announced price cuts).
    SELECT least(OLD.price_value, min(least(c.old_price, c.new_price))) INTO lowest
      FROM price_changes c WHERE c.property_id = NEW.id AND c.changed_at > now() - interval '30 days';
    INSERT INTO price_changes (property_id, old_price, new_price) VALUES (NEW.id, OLD.price_value, NEW.price_value);
    IF NEW.status = 'active' AND NEW.price_value < lowest THEN
      INSERT INTO notifications (user_id, kind, property_id, data, link)
      SELECT s.user_id, 'price_drop', NEW.id,
             facts || jsonb_build_object('old_price', lowest, 'new_price', NEW.price_value), '/property/' || NEW.id
      FROM swipes s WHERE s.property_id = NEW.id AND s.is_liked;
    END IF;
  END IF;
  IF closed THEN
    INSERT INTO notifications (user_id, kind, property_id, data, link)
    SELECT s.user_id, 'listing_closed', NEW.id, facts || jsonb_build_object('status', NEW.status), '/property/' || NEW.id
    FROM swipes s WHERE s.property_id = NEW.id AND s.is_liked;
  END IF;
  IF closed OR confirmed THEN
    -- Everyone who asked "still available?" hears the answer, once.
    WITH answered AS (
      UPDATE availability_questions q SET answered_at = now(),
             answer = CASE WHEN NEW.status = 'active' THEN 'available' ELSE NEW.status::text END
      WHERE q.property_id = NEW.id AND q.answered_at IS NULL
      RETURNING q.asker_id, q.answer)
    INSERT INTO notifications (user_id, kind, property_id, data, link)
    SELECT a.asker_id, 'availability_answer', NEW.id, facts || jsonb_build_object('answer', a.answer), '/property/' || NEW.id
    FROM answered a;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "listing_changed_for_seekers" AFTER UPDATE ON "properties" FOR EACH ROW
  WHEN (NEW.price_value IS DISTINCT FROM OLD.price_value OR NEW.status IS DISTINCT FROM OLD.status
        OR NEW.last_confirmed_at IS DISTINCT FROM OLD.last_confirmed_at)
  EXECUTE FUNCTION "listing_changed_for_seekers"();
