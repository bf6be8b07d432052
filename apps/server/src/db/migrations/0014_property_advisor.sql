CREATE TABLE "advisor_dossiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"credits_used" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_products" ADD COLUMN "credits" integer;--> statement-breakpoint
ALTER TABLE "advisor_dossiers" ADD CONSTRAINT "advisor_dossiers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_dossiers" ADD CONSTRAINT "advisor_dossiers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisor_dossiers_user_idx" ON "advisor_dossiers" USING btree ("user_id","created_at");