-- The home, about and FAQ figures are counted from the listings now (GET /site/figures); the
-- typed-in counters they replace ("300+ Happy Customers") are not site content any more.
DELETE FROM content_blocks WHERE key IN ('counters', 'counter_variants');
