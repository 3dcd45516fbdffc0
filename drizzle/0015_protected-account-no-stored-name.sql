-- Issue 23: the firm's own administrator account (is_protected) was created with the full name 'Administrator', an English
-- interface word stored as data, which Arabic sentences then showed as «Administrator نقل…». The account now has no full
-- name until its holder gives one; the site shows "Site administrator" / «مدير الموقع» in the reader's language (accountName).
-- Only that seeded word is cleared: a name the holder typed on their profile stays.
UPDATE "users" SET "full_name" = NULL, "updated_at" = now() WHERE "is_protected" = true AND "full_name" = 'Administrator';
