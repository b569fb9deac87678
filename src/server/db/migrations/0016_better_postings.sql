ALTER TABLE "jobs" ADD COLUMN "salario_minimo" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "preguntas" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "motivo_oculto" text;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "respuestas" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "pasa_filtros" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "carta" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "pretension" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "fuente" text DEFAULT 'directo' NOT NULL;
--> statement-breakpoint
CREATE TABLE "job_view_days" (
	"job_id" integer NOT NULL,
	"dia" date NOT NULL,
	"fuente" text NOT NULL,
	"vistas" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_view_days_job_id_dia_fuente_pk" PRIMARY KEY("job_id","dia","fuente")
);
--> statement-breakpoint
ALTER TABLE "job_view_days" ADD CONSTRAINT "job_view_days_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
