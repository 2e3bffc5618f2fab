-- Replaced by the price_low / price_high indexes of 0003.
DROP INDEX IF EXISTS "properties_active_price_idx";
