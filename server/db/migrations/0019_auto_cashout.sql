CREATE TABLE "auto_cashouts" (
	"bet_id" bigint PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"triggered_at" timestamp with time zone,
	"cashout_id" bigint,
	CONSTRAINT "auto_cashouts_amount_check" CHECK ("auto_cashouts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "auto_cashouts" ADD CONSTRAINT "auto_cashouts_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_cashouts" ADD CONSTRAINT "auto_cashouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_cashouts" ADD CONSTRAINT "auto_cashouts_cashout_id_cashouts_id_fk" FOREIGN KEY ("cashout_id") REFERENCES "public"."cashouts"("id") ON DELETE no action ON UPDATE no action;
