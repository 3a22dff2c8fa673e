CREATE TABLE "sportsbook_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"price_changes" text NOT NULL,
	"default_stake" bigint,
	"quick_stakes" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sportsbook_settings_price_changes_check" CHECK ("price_changes" IN ('any', 'higher', 'ask')),
	CONSTRAINT "sportsbook_settings_default_stake_check" CHECK ("default_stake" IS NULL OR "default_stake" > 0)
);
--> statement-breakpoint
ALTER TABLE "sportsbook_settings" ADD CONSTRAINT "sportsbook_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
