-- ORDER BY created_at DESC means NULLS FIRST; the index must say the same to serve that order.
DROP INDEX "properties_active_newest_idx";--> statement-breakpoint
CREATE INDEX "properties_active_newest_idx" ON "properties" USING btree ("purpose","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'active';