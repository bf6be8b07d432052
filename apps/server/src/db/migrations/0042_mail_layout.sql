-- E-mails worth opening (issue 47, decision 061): each outbox row keeps its reader's language (the sender's
-- name is chosen in it) and a random Message-ID; the quarterly valuation update can be stopped (per user),
-- by a link whose secret is one of the user's valuations'.
ALTER TABLE "mail_outbox" ADD COLUMN "language" text DEFAULT 'nl' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "valuation_update_mails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "valuations" ADD COLUMN "unsubscribe_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "valuations_unsubscribe_token_key" ON "valuations" USING btree ("unsubscribe_token");