CREATE TABLE "gambling_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "public"."users"("id"),
	"type" text NOT NULL,
	"source" text NOT NULL,
	"period" text NOT NULL,
	"window_days" integer NOT NULL,
	"maximum_amount" bigint,
	"pending_amount" bigint,
	"pending_remove" boolean DEFAULT false NOT NULL,
	"pending_requested_at" timestamp with time zone,
	"pending_effective_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gambling_limits_type_check" CHECK ("gambling_limits"."type" in ('deposit', 'loss')),
	CONSTRAINT "gambling_limits_source_check" CHECK ("gambling_limits"."source" in ('USER', 'OPERATOR')),
	CONSTRAINT "gambling_limits_period_check" CHECK ("gambling_limits"."period" in ('daily', 'weekly', 'monthly')),
	CONSTRAINT "gambling_limits_amount_check" CHECK ("gambling_limits"."maximum_amount" is null or "gambling_limits"."maximum_amount" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "gambling_limits_user_type_source_period" ON "gambling_limits" USING btree ("user_id","type","source","period");--> statement-breakpoint
CREATE TABLE "gambling_exclusions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "public"."users"("id"),
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"period" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gambling_exclusions_kind_check" CHECK ("gambling_exclusions"."kind" in ('timeout', 'self_exclusion'))
);
--> statement-breakpoint
CREATE INDEX "gambling_exclusions_user_idx" ON "gambling_exclusions" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE TABLE "exclusion_register" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"lastname" text NOT NULL,
	"dob" date NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "exclusion_register_email_idx" ON "exclusion_register" USING btree ("email");--> statement-breakpoint
CREATE INDEX "exclusion_register_name_idx" ON "exclusion_register" USING btree ("lastname","dob");--> statement-breakpoint
CREATE TABLE "safer_gambling_settings" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "public"."users"("id"),
	"time_zone" text DEFAULT 'Europe/London' NOT NULL,
	"deposit_limit_prompted_at" timestamp with time zone,
	"activity_statement_days" integer,
	"activity_statement_starts_at" timestamp with time zone,
	"affordability_questionnaire_expires_at" timestamp with time zone,
	"affordability_phone_prompt" text,
	"marketing_suppressed_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affordability_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "public"."users"("id"),
	"source" text NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "affordability_answers_user_idx" ON "affordability_answers" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "safer_gambling_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "public"."users"("id"),
	"type" text NOT NULL,
	"ack_id" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "safer_gambling_notifications_ack" ON "safer_gambling_notifications" USING btree ("ack_id");--> statement-breakpoint
CREATE INDEX "safer_gambling_notifications_user_idx" ON "safer_gambling_notifications" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "play_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "public"."users"("id"),
	"type" text NOT NULL,
	"interval_starts_at" timestamp with time zone NOT NULL,
	"interval_days" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "play_reminders_user_type" ON "play_reminders" USING btree ("user_id","type");
