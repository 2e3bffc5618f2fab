-- Trust that holds against abuse (issue 32, decision 042).
-- A phone number is proven by a one-time code sent by SMS before an account exists on it, and
-- again when it changes. Accounts made before codes existed keep a null until they prove it.
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;
--> statement-breakpoint
-- One row per code sent. The code itself is never stored: an HMAC of it under the server's link
-- secret, so a copy of the table cannot be searched through a million candidates. A sign-up's
-- details wait in `pending` (the password already hashed) until the code proves the number, so
-- no account and no session exist before it.
CREATE TABLE "phone_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL CHECK ("purpose" IN ('sign_up', 'sign_in', 'change_phone', 'contact_number')),
	"user_id" integer REFERENCES "users"("id") ON DELETE CASCADE,
	"code_hash" text NOT NULL,
	"pending" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	-- The address range that asked for it: only that range waits a minute before asking again.
	"requested_from" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "phone_codes_phone_idx" ON "phone_codes" ("phone", "purpose", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "phone_codes_user_idx" ON "phone_codes" ("user_id");
--> statement-breakpoint
-- Numbers an account proved besides its own, which its listings may give as their contact.
CREATE TABLE "user_phones" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"phone" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("user_id", "phone")
);
--> statement-breakpoint
-- The outbox carries SMS beside e-mail: the same queue, transaction and retries; `to_address` is
-- the E.164 number and `subject` is empty for an SMS.
ALTER TABLE "outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL CHECK ("channel" IN ('email', 'sms'));
--> statement-breakpoint
DROP INDEX IF EXISTS "outbox_due_idx";
--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" ("channel", "next_attempt_at", "id") WHERE "status" = 'pending';
--> statement-breakpoint
-- Reveal caps count per verified number, not per account: an erased account's number that signs
-- up again finds its reveals still counted.
ALTER TABLE "contact_reveals" ADD COLUMN "phone" text;
--> statement-breakpoint
UPDATE "contact_reveals" c SET "phone" = u."phone" FROM "users" u WHERE u."id" = c."user_id";
--> statement-breakpoint
CREATE INDEX "contact_reveals_phone_idx" ON "contact_reveals" ("phone", "created_at" DESC);
