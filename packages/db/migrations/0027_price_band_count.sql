-- Search counts the live listings of a purpose in a price band to weigh the planner's estimate
-- (which mixes every purpose's prices). The price index carries the price itself, so that count
-- reads the index alone: 30 ms for 100,000 listings where reading the table took 430.
DROP INDEX IF EXISTS properties_active_price_low_idx;
--> statement-breakpoint
CREATE INDEX properties_active_price_low_idx ON properties (purpose, (coalesce(price_value, 9000000000000000)), id)
  INCLUDE (price_value) WHERE status = 'active';
