-- When the password was last changed: a change request that arrived before it answers 409
-- passwordChangedMeanwhile instead of checking its current password against the new hash.
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone;