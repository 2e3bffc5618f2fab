-- Editorial content in Hindi (decision 030). English stays the original, in `pages` and
-- `content_blocks`; a translation is a row beside it, keyed by its original and its language,
-- and goes when its original goes. Only Hindi is allowed for now: another language means a new
-- migration and a catalogue for its interface anyway.
CREATE TABLE "page_translations" (
	"page_id" integer NOT NULL REFERENCES "pages"("id") ON DELETE CASCADE,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"content" text NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_translations_pkey" PRIMARY KEY ("page_id", "locale"),
	CONSTRAINT "page_translations_locale_check" CHECK ("locale" IN ('hi-IN'))
);
--> statement-breakpoint
CREATE TABLE "content_block_translations" (
	"key" text NOT NULL REFERENCES "content_blocks"("key") ON DELETE CASCADE ON UPDATE CASCADE,
	"locale" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_block_translations_pkey" PRIMARY KEY ("key", "locale"),
	CONSTRAINT "content_block_translations_locale_check" CHECK ("locale" IN ('hi-IN'))
);
