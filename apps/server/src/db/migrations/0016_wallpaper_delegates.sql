CREATE TABLE "delegates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text
);
--> statement-breakpoint
CREATE TABLE "wallpapers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "delegate_id" integer;--> statement-breakpoint
ALTER TABLE "wallpapers" ADD CONSTRAINT "wallpapers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallpapers_user_idx" ON "wallpapers" USING btree ("user_id","start_date");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_delegate_id_delegates_id_fk" FOREIGN KEY ("delegate_id") REFERENCES "public"."delegates"("id") ON DELETE set null ON UPDATE no action;