-- Failed logins name the account by a keyed hash of its e-mail address (decision 052). The rows live
-- 15 minutes: the old ones, which hold addresses, go rather than being converted.
DELETE FROM "login_attempts";--> statement-breakpoint
DROP INDEX "login_attempts_email_idx";--> statement-breakpoint
ALTER TABLE "login_attempts" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "email_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "device" text;--> statement-breakpoint
CREATE INDEX "login_attempts_email_hash_idx" ON "login_attempts" USING btree ("email_hash","attempted_at");--> statement-breakpoint
CREATE INDEX "login_attempts_device_idx" ON "login_attempts" USING btree ("device","attempted_at");
