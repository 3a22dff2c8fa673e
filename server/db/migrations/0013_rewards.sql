CREATE TABLE "user_rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"offer_id" integer,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"target" integer DEFAULT 0 NOT NULL,
	"opted_in_at" timestamp with time zone,
	"earned_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"claim_ref" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_rewards_amount_positive" CHECK ("user_rewards"."amount" > 0),
	CONSTRAINT "user_rewards_status" CHECK ("user_rewards"."status" in ('opted_in', 'earned', 'claimed', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "reward_progress" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reward_id" bigint NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_game_plays" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"box" integer NOT NULL,
	"prize_key" text NOT NULL,
	"reward_id" bigint,
	"played_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_rewards" ADD CONSTRAINT "user_rewards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_progress" ADD CONSTRAINT "reward_progress_reward_id_user_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."user_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_game_plays" ADD CONSTRAINT "daily_game_plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_game_plays" ADD CONSTRAINT "daily_game_plays_reward_id_user_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."user_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_rewards_user_offer_key" ON "user_rewards" USING btree ("user_id","offer_id");--> statement-breakpoint
CREATE INDEX "user_rewards_user_idx" ON "user_rewards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_progress_reward_ref_key" ON "reward_progress" USING btree ("reward_id","ref");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_game_plays_user_day_key" ON "daily_game_plays" USING btree ("user_id","day");
