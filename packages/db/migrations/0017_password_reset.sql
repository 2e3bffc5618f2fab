-- Forgotten passwords (decision 025): one row per reset link mailed. The link carries only this
-- row's id, its expiry and a signature (the shared link secret of migration 0015); the row says
-- whose password it may set, the account's token_version when it was sent (a password changed
-- or an account blocked since then bumps it, and the link stops working) and whether it has been
-- used (a link works once).
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"token_version" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");
