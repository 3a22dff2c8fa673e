CREATE TABLE "virtual_events" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"off_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"card" jsonb NOT NULL,
	"result" jsonb,
	"plan" jsonb,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "virtual_events_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE INDEX "virtual_events_kind_off_idx" ON "virtual_events" USING btree ("kind","off_at");
