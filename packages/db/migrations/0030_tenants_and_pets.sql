-- Who an owner rents to and whether pets are welcome (issue 33, decision 044): both are search
-- filters for homes to rent, and pets for PGs too. NULL is "not said" (older listings, other
-- purposes), which no filter matches; 'any' in preferred_tenants is "no restriction" and is stored
-- alone (the contract folds a set holding it, or all three kinds, into {any}).
ALTER TABLE "properties" ADD COLUMN "preferred_tenants" text[];
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "pets_allowed" boolean;
--> statement-breakpoint
-- No index of their own: every tenant filter also matches the listings open to anyone, so even
-- the narrowest shape keeps a large share of the rentals and the search walks its sort index
-- (bench/README.md, "Who may rent and pets"). But only rentals say whom they let to, and PGs and
-- rentals pets: estimated as independent of the purpose, "rent, company lease, pets" came out at
-- 5,125 listings of a million where 54,774 match, and the search told "about 5,100". These
-- statistics give the planner the answers together with the purpose (57,000 estimated); the
-- search writes each tenant test exactly as one of these expressions (search.ts, LETS_TO).
CREATE STATISTICS "properties_tenants_stats" (mcv) ON "purpose", "pets_allowed",
  (("preferred_tenants" && '{family,any}'::text[])::int),
  (("preferred_tenants" && '{bachelors,any}'::text[])::int),
  (("preferred_tenants" && '{company,any}'::text[])::int)
  FROM "properties";
--> statement-breakpoint
-- They join the digest of filtered columns, so that an owner changing them drops the kept search
-- answers they could move the listing into or out of.
CREATE OR REPLACE FUNCTION "listing_facts"(p "properties") RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('status', p.status, 'purpose', p.purpose, 'type', p.property_type,
    'places', p.place_ids, 'lat', p.latitude, 'lng', p.longitude, 'locality', p.locality,
    'sub_locality', p.sub_locality, 'bedrooms', p.bedrooms, 'price', p.price_value,
    'filters', md5(row(p.amenities, p.features, p.area_sqft, p.floor_number, p.parking_spaces,
      p.bathrooms, p.age_of_property, p.pg_sharing, p.pg_food_included, p.pg_gender, p.city,
      p.pincode, p.posted_by, p.max_occupancy, p.minimum_stay_days, p.preferred_tenants,
      p.pets_allowed)::text))
$$;
