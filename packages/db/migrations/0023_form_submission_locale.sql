-- The language of the page a form was sent from, so every answer to it (the receipt, and for a
-- deletion request the notice that it was carried out) is written in that language.
ALTER TABLE form_submissions ADD COLUMN locale text NOT NULL DEFAULT 'en-IN' CHECK (locale IN ('en-IN', 'hi-IN'));
