-- Proven availability (issue 20, part 4; docs/decisions/024-proven-availability.md): who posted
-- a listing (its owner, an agent, or the project's builder), kept on the listing so search can
-- filter on it with a plain column test; when its owner was last asked to reconfirm it after a
-- seeker reported it gone; the secret that signs one-click reconfirm links; and the answers given
-- through those links, so a used link cannot be turned into another outcome.

-- 'owner' (an owner's or a seeker's own account), 'agent' (an agent, or our team), or 'builder'
-- (the account of the project's builder, projects.builder_id). poster_name: the agent's name or
-- the builder's; none for a private owner.
ALTER TABLE "properties" ADD COLUMN "posted_by" text DEFAULT 'owner' NOT NULL CHECK ("posted_by" IN ('owner', 'agent', 'builder'));
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "poster_name" text;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "reconfirm_requested_at" timestamp with time zone;
--> statement-breakpoint
-- Who posted a listing of this owner in this project. A builder is recognised by the project
-- naming its account as builder_id, not by a free-text builder_name anyone can type.
CREATE FUNCTION "listing_poster"("owner" integer, "project" integer, OUT "posted_by" text, OUT "poster_name" text) LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN pr.id IS NOT NULL THEN 'builder' WHEN u.role IN ('agent', 'admin') THEN 'agent' ELSE 'owner' END,
         CASE WHEN pr.id IS NOT NULL THEN pr.builder_name WHEN u.role IN ('agent', 'admin') THEN nullif(trim(u.full_name), '') END
    FROM (SELECT 1) one
    LEFT JOIN users u ON u.id = "owner"
    LEFT JOIN projects pr ON pr.id = "project" AND pr.builder_id = "owner"
$$;
--> statement-breakpoint
CREATE FUNCTION "properties_set_poster"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT x.posted_by, x.poster_name INTO NEW.posted_by, NEW.poster_name FROM listing_poster(NEW.owner_id, NEW.project_id) x;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "properties_poster" BEFORE INSERT OR UPDATE OF "owner_id", "project_id" ON "properties" FOR EACH ROW EXECUTE FUNCTION "properties_set_poster"();
--> statement-breakpoint
-- A person's role or name, or a project's builder, changes what their listings say; only rows
-- whose label really changes are written (each write moves the listing generation, 0012).
CREATE FUNCTION "refresh_listing_posters"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE properties p SET (posted_by, poster_name) = (SELECT x.posted_by, x.poster_name FROM listing_poster(p.owner_id, p.project_id) x)
   WHERE (CASE WHEN TG_TABLE_NAME = 'users' THEN p.owner_id = NEW.id ELSE p.project_id = NEW.id END)
     AND NOT EXISTS (SELECT 1 FROM listing_poster(p.owner_id, p.project_id) x
                      WHERE x.posted_by = p.posted_by AND x.poster_name IS NOT DISTINCT FROM p.poster_name);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_listing_poster" AFTER UPDATE OF "role", "full_name" ON "users" FOR EACH ROW
  WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.full_name IS DISTINCT FROM NEW.full_name) EXECUTE FUNCTION "refresh_listing_posters"();
--> statement-breakpoint
CREATE TRIGGER "projects_listing_poster" AFTER UPDATE OF "builder_id", "builder_name" ON "projects" FOR EACH ROW
  WHEN (OLD.builder_id IS DISTINCT FROM NEW.builder_id OR OLD.builder_name IS DISTINCT FROM NEW.builder_name) EXECUTE FUNCTION "refresh_listing_posters"();
--> statement-breakpoint
UPDATE "properties" p SET ("posted_by", "poster_name") = (SELECT x.posted_by, x.poster_name FROM listing_poster(p.owner_id, p.project_id) x)
 WHERE NOT EXISTS (SELECT 1 FROM listing_poster(p.owner_id, p.project_id) x WHERE x.posted_by = p.posted_by AND x.poster_name IS NOT DISTINCT FROM p.poster_name);
--> statement-breakpoint
-- The pause step walks live listings with an open request only.
CREATE INDEX "properties_reconfirm_due_idx" ON "properties" USING btree ("reconfirm_requested_at") WHERE status = 'active' AND reconfirm_requested_at IS NOT NULL;
--> statement-breakpoint
-- Secrets the server signs links with, one row per use ('links'): random, created by the first
-- process that needs it, read by every process on this database.
CREATE TABLE "link_secrets" (
  "name" text PRIMARY KEY NOT NULL,
  "secret" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The first answer given through each reconfirm link (keyed by the link's signature): a second
-- use is told what was done, whatever it asks.
CREATE TABLE "link_answers" (
  "signature" text PRIMARY KEY NOT NULL,
  "property_id" integer NOT NULL REFERENCES "properties"("id") ON DELETE CASCADE,
  "answer" text NOT NULL CHECK ("answer" IN ('available', 'closed')),
  "outcome" text NOT NULL,
  "answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "link_answers_property_idx" ON "link_answers" USING btree ("property_id");
