-- The database catches up with server/db/schema.ts (and drizzle-kit's snapshot with both).
-- Migrations 0008-0019 were written by hand: their user_id references took PostgreSQL's default
-- constraint names (<table>_user_id_fkey), where the schema's are drizzle's
-- (<table>_user_id_users_id_fk); the same references, renamed. bets.contract_ids gets the empty
-- default the schema declares. meta/0020_snapshot.json is the schema as it now stands, so
-- `npx drizzle-kit generate` on an untouched tree finds nothing to do.
ALTER TABLE "payments" RENAME CONSTRAINT "payments_user_id_fkey" TO "payments_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "payment_methods" RENAME CONSTRAINT "payment_methods_user_id_fkey" TO "payment_methods_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "bonus_grants" RENAME CONSTRAINT "bonus_grants_user_id_fkey" TO "bonus_grants_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "bonus_choices" RENAME CONSTRAINT "bonus_choices_user_id_fkey" TO "bonus_choices_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "gambling_limits" RENAME CONSTRAINT "gambling_limits_user_id_fkey" TO "gambling_limits_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "gambling_exclusions" RENAME CONSTRAINT "gambling_exclusions_user_id_fkey" TO "gambling_exclusions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "safer_gambling_settings" RENAME CONSTRAINT "safer_gambling_settings_user_id_fkey" TO "safer_gambling_settings_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "affordability_answers" RENAME CONSTRAINT "affordability_answers_user_id_fkey" TO "affordability_answers_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "safer_gambling_notifications" RENAME CONSTRAINT "safer_gambling_notifications_user_id_fkey" TO "safer_gambling_notifications_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "play_reminders" RENAME CONSTRAINT "play_reminders_user_id_fkey" TO "play_reminders_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "kyc_documents" RENAME CONSTRAINT "kyc_documents_user_id_fkey" TO "kyc_documents_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "kyc_cases" RENAME CONSTRAINT "kyc_cases_user_id_fkey" TO "kyc_cases_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "kyc_audit" RENAME CONSTRAINT "kyc_audit_user_id_fkey" TO "kyc_audit_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "phone_numbers" RENAME CONSTRAINT "phone_numbers_user_id_fkey" TO "phone_numbers_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "phone_codes" RENAME CONSTRAINT "phone_codes_user_id_fkey" TO "phone_codes_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "marketing_preferences" RENAME CONSTRAINT "marketing_preferences_user_id_fkey" TO "marketing_preferences_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" RENAME CONSTRAINT "notifications_user_id_fkey" TO "notifications_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "terms_acceptances" RENAME CONSTRAINT "terms_acceptances_user_id_fkey" TO "terms_acceptances_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "passthrough_links" RENAME CONSTRAINT "passthrough_links_user_id_fkey" TO "passthrough_links_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "bets" ALTER COLUMN "contract_ids" SET DEFAULT '{}'::integer[];
