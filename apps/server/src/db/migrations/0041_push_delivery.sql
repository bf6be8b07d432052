-- Push delivery (issue 47): app devices carry their FCM registration token, browsers their Web Push
-- subscription, and the push outbox the claim, lease and retries of the mail outbox. A search's push
-- column keeps the user's wish only ('off' or 'on'): pending is computed when read (decision 059).
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "saved_searches" DROP CONSTRAINT "saved_searches_push_state_check";--> statement-breakpoint
ALTER TABLE "push_outbox" ALTER COLUMN "device_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "app_devices" ADD COLUMN "installation_id" text;--> statement-breakpoint
ALTER TABLE "app_devices" ADD COLUMN "push_token" text;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_devices_installation_idx" ON "app_devices" USING btree ("client_id","installation_id") WHERE "app_devices"."installation_id" is not null;--> statement-breakpoint
CREATE INDEX "push_outbox_pending_idx" ON "push_outbox" USING btree ("next_attempt_at") WHERE "push_outbox"."sent_at" is null and "push_outbox"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "push_outbox_subscription_idx" ON "push_outbox" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "push_outbox_device_idx" ON "push_outbox" USING btree ("device_id");--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_one_target" CHECK (("push_outbox"."device_id" is null) <> ("push_outbox"."subscription_id" is null));--> statement-breakpoint
UPDATE "saved_searches" SET "push_notification" = 'on' WHERE "push_notification" = 'pending';--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_push_state_check" CHECK ("saved_searches"."push_notification" in ('off', 'on'));