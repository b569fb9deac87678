-- Saved jobs, job alerts by e-mail (decision 078) and mail headers in the outbox (List-Unsubscribe).
CREATE TABLE "saved_jobs" (
	"candidate_id" integer NOT NULL REFERENCES "candidates"("id") ON DELETE cascade,
	"job_id" integer NOT NULL REFERENCES "jobs"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_jobs_pk" PRIMARY KEY ("candidate_id", "job_id")
);
--> statement-breakpoint
CREATE INDEX "saved_jobs_candidate_created_idx" ON "saved_jobs" ("candidate_id", "created_at");
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL REFERENCES "candidates"("id") ON DELETE cascade,
	"busqueda" jsonb NOT NULL,
	"frecuencia" text NOT NULL,
	"activa" boolean DEFAULT true NOT NULL,
	"token" text NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"next_due_at" timestamp with time zone NOT NULL,
	"last_mail_at" timestamp with time zone,
	"enviados" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alerts_frecuencia_check" CHECK ("frecuencia" in ('diaria', 'semanal'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_alerts_token_uq" ON "job_alerts" ("token");
--> statement-breakpoint
CREATE INDEX "job_alerts_candidate_idx" ON "job_alerts" ("candidate_id");
--> statement-breakpoint
CREATE INDEX "job_alerts_due_idx" ON "job_alerts" ("next_due_at") WHERE "activa";
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;
