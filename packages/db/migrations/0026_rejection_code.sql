-- A rejection for one of the common reasons keeps the reason's code, so that My Properties and the
-- listing's preview word it in the owner's language, as the e-mail already did. rejection_reason
-- keeps only what a person wrote (the reviewer's own words), shown as written. Rejections made
-- before are split the same way: the English words of a common reason, alone or followed by
-- ". " and the reviewer's words, become its code and those words.
ALTER TABLE properties ADD COLUMN rejection_code text;
--> statement-breakpoint
ALTER TABLE properties ADD CONSTRAINT properties_rejection_code_check CHECK (rejection_code IN
  ('PHOTOS_MISMATCH', 'PRICE_WRONG', 'ADDRESS_INCOMPLETE', 'DUPLICATE', 'CONTACT_WRONG', 'CONTENT_RULES'));
--> statement-breakpoint
UPDATE properties p SET rejection_code = c.code,
       rejection_reason = nullif(substr(p.rejection_reason, length(c.words) + 3), '')
  FROM (VALUES ('PHOTOS_MISMATCH', 'Photos do not show this property'),
               ('PRICE_WRONG', 'Price looks wrong for this area'),
               ('ADDRESS_INCOMPLETE', 'Address or location is incomplete'),
               ('DUPLICATE', 'Duplicate of another listing'),
               ('CONTACT_WRONG', 'Contact details missing or wrong'),
               ('CONTENT_RULES', 'Description breaks our content rules')) AS c(code, words)
 WHERE p.status = 'rejected'
   AND (p.rejection_reason = c.words OR starts_with(p.rejection_reason, c.words || '. '));
--> statement-breakpoint
-- Notices the update queued (migration 0024) are sent now, so a later migration may alter the table.
SET CONSTRAINTS ALL IMMEDIATE;
