-- A listing's price_type says whether commercial space is for sale or for rent; the API takes
-- only 'sale' and 'rent'. The demo seed wrote 'daily' on short stays, and an owner's edit of such
-- a listing sent it back and was refused (422). Those rows lose it, and the column takes only the
-- two values from now on.
UPDATE properties SET price_type = NULL WHERE price_type IS NOT NULL AND price_type NOT IN ('sale', 'rent');
--> statement-breakpoint
-- The update queued the deferred change notices of migration 0024; PostgreSQL alters no table
-- with notices pending, so they are sent now rather than at commit.
SET CONSTRAINTS ALL IMMEDIATE;
--> statement-breakpoint
ALTER TABLE properties ADD CONSTRAINT properties_price_type_check CHECK (price_type IN ('sale', 'rent'));
