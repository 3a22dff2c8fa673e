CREATE TABLE "kyc_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "public"."users"("id"),
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"pages" integer,
	"sha256" text NOT NULL,
	"content" bytea NOT NULL,
	"status" text NOT NULL,
	"review_note" text,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "kyc_documents_kind_check" CHECK ("kyc_documents"."kind" in ('passport', 'driving_licence', 'identity_card', 'proof_of_address')),
	CONSTRAINT "kyc_documents_mime_check" CHECK ("kyc_documents"."mime" in ('image/jpeg', 'image/png', 'application/pdf')),
	CONSTRAINT "kyc_documents_status_check" CHECK ("kyc_documents"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX "kyc_documents_user_idx" ON "kyc_documents" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE TABLE "kyc_cases" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "public"."users"("id"),
	"status" text NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kyc_cases_status_check" CHECK ("kyc_cases"."status" in ('none', 'pending', 'more_requested', 'rejected', 'approved'))
);
--> statement-breakpoint
CREATE TABLE "kyc_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "public"."users"("id"),
	"document_id" uuid,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "kyc_audit_user_idx" ON "kyc_audit" USING btree ("user_id","id");
--> statement-breakpoint
CREATE TABLE "phone_numbers" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "public"."users"("id"),
	"dial_code" text NOT NULL,
	"number" text NOT NULL,
	"verified_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "public"."users"("id"),
	"dial_code" text NOT NULL,
	"number" text NOT NULL,
	"code_hash" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "phone_codes_user_idx" ON "phone_codes" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE TABLE "marketing_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "public"."users"("id"),
	"sports_email" boolean NOT NULL,
	"sports_sms" boolean NOT NULL,
	"casino_email" boolean NOT NULL,
	"casino_sms" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "public"."users"("id"),
	"ack_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text,
	"message" text,
	"content" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_ack_id_key" ON "notifications" USING btree ("ack_id");
--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");
--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "public"."users"("id"),
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "terms_acceptances_user_version_key" ON "terms_acceptances" USING btree ("user_id","version");
--> statement-breakpoint
CREATE TABLE "passthrough_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "public"."users"("id"),
	"token_hash" text NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "passthrough_links_token_hash_key" ON "passthrough_links" USING btree ("token_hash");
