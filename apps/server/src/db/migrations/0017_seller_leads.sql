CREATE TABLE "seller_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text NOT NULL,
	"phone" text,
	"postcode" text NOT NULL,
	"city" text,
	"property_type" text NOT NULL,
	"message" text
);
--> statement-breakpoint
ALTER TABLE "seller_leads" ADD CONSTRAINT "seller_leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_leads_external_user_idx" ON "seller_leads" USING btree ("external_id","user_id");--> statement-breakpoint
CREATE INDEX "seller_leads_user_received_idx" ON "seller_leads" USING btree ("user_id","received_at");