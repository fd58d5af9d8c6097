-- issue 8: users.language holds only an explicit choice of one of the site's languages ('en' or 'ar').
-- Older sign-ups stored the browser's region ('US', 'AE') or a full tag ('ar-AE'): keep the language subtag
-- when it is one of ours, otherwise forget the value (the site then follows the browser until the customer chooses).
UPDATE users
SET language = CASE lower(substring(language FROM '^[A-Za-z]+'))
  WHEN 'en' THEN 'en'
  WHEN 'ar' THEN 'ar'
END
WHERE language IS NOT NULL;

ALTER TABLE users ADD CONSTRAINT users_language_known CHECK (language IS NULL OR language IN ('en', 'ar'));
