CREATE TABLE "job_views" (
	"job_id" integer NOT NULL,
	"dia" date NOT NULL,
	"visitante" text NOT NULL,
	CONSTRAINT "job_views_dia_job_id_visitante_pk" PRIMARY KEY("dia","job_id","visitante")
);
--> statement-breakpoint
CREATE TABLE "view_salts" (
	"dia" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_views" ADD CONSTRAINT "job_views_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;