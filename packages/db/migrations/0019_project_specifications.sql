-- A project's specifications as its builder states them (structure, flooring, kitchen, fittings
-- ...), shown on the project's page: a list of {"label": "...", "value": "..."} in the builder's
-- order. Empty until stated.
ALTER TABLE "projects" ADD COLUMN "specifications" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_specifications_list" CHECK (jsonb_typeof("specifications") = 'array');
