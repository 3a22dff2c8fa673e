-- Wallet and cashier (issue 13): payments, the payment provider sandbox's books, webhook events,
-- saved payment methods, bonus grants and welcome-bonus choices. Bonus balances and pending
-- withdrawals are ledger accounts of their own, so the kinds a ledger account may have widen to
-- user_bonus and user_pending (both guarded: never negative, like user_cash).
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_kind_check";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('user_cash', 'house', 'user_bonus', 'user_pending'));--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"direction" text NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"provider_ref" text,
	"failure_reason" text,
	"instrument" text,
	"bonus_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_direction_check" CHECK ("payments"."direction" in ('deposit', 'withdrawal')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_user_key" ON "payments" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","id");--> statement-breakpoint
CREATE TABLE "provider_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"merchant_ref" text NOT NULL,
	"status" text NOT NULL,
	"return_base" text NOT NULL,
	"settle_at" timestamp with time zone,
	"instrument" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "provider_sessions_due_idx" ON "provider_sessions" USING btree ("status","settle_at");--> statement-breakpoint
CREATE TABLE "provider_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider_ref" text NOT NULL,
	"type" text NOT NULL,
	"sequence" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"method" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_user_label" ON "payment_methods" USING btree ("user_id","method","label");--> statement-breakpoint
CREATE TABLE "bonus_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"kind" text NOT NULL,
	"code" text,
	"contract_id" text,
	"amount" bigint NOT NULL,
	"remaining" bigint NOT NULL,
	"wagering_required" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "bonus_grants_remaining_check" CHECK ("bonus_grants"."remaining" >= 0 and "bonus_grants"."remaining" <= "bonus_grants"."amount")
);
--> statement-breakpoint
CREATE INDEX "bonus_grants_user_idx" ON "bonus_grants" USING btree ("user_id","status");--> statement-breakpoint
CREATE TABLE "bonus_choices" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id"),
	"code" text NOT NULL,
	"chosen_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
