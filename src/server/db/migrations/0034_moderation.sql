-- Issue 38 (docs/decisions/moderation.md): postings held "En revisión" by the rules or by
-- reports stay hidden (jobs.oculto, so every public read already leaves them out) with
-- en_revision set until staff decide; the rules staff edit; the reports; refunds to make.
ALTER TABLE "jobs" ADD COLUMN "en_revision" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reembolso_pendiente" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "moderation_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"umbral" integer NOT NULL,
	"denuncias_para_ocultar" integer NOT NULL,
	"reglas" jsonb NOT NULL,
	"palabras" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "job_holds" (
	"job_id" integer PRIMARY KEY NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
	"origen" text NOT NULL,
	"puntaje" integer DEFAULT 0 NOT NULL,
	"motivos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "job_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
	"reporter_key" text NOT NULL,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"motivo" text NOT NULL,
	"detalle" text DEFAULT '' NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resuelta_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX "job_reports_reporter_uq" ON "job_reports" USING btree ("job_id","reporter_key");--> statement-breakpoint
CREATE INDEX "job_reports_pending_idx" ON "job_reports" USING btree ("created_at" DESC) WHERE "estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "jobs_en_revision_idx" ON "jobs" USING btree ("id") WHERE "en_revision";
