-- Decision 079: when the company first listed an application (the candidate's timeline "vista").
ALTER TABLE "applications" ADD COLUMN "vista_empresa_at" timestamp with time zone;
--> statement-breakpoint
-- Applications listed before this column: the company's last listing covered them; the newest
-- application it listed is the earliest moment known (a lower bound).
UPDATE "applications" AS a SET "vista_empresa_at" = j."postulantes_vistos_at"
  FROM "jobs" AS j
  WHERE j."id" = a."job_id" AND j."postulantes_vistos_at" IS NOT NULL AND j."postulantes_vistos_at" >= a."created_at";
