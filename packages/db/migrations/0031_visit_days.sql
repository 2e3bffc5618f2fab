-- The days of the week a listing takes visits (0 Sunday … 6 Saturday, as JavaScript's getDay
-- counts), beside its visiting hours: the listing page offers visit slots only on these days.
-- Every day unless the advertiser chooses (decision 045).
ALTER TABLE properties ADD COLUMN IF NOT EXISTS visit_days smallint[] NOT NULL DEFAULT '{0,1,2,3,4,5,6}';
--> statement-breakpoint
-- The free slots of a listing and the calendar of the agent who shows it are read by time: the
-- open visits of a listing (or of an agent) within the next days.
CREATE INDEX IF NOT EXISTS visits_property_open_date_idx ON visits (property_id, scheduled_date)
  WHERE status IN ('requested', 'confirmed', 'rescheduled');
