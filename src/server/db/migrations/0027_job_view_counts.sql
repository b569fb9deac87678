-- Decision 084: a job's view total moves out of the jobs row into a narrow table of its own.
-- Counting a new visitor rewrote the job's whole row (1.7 KB, toasted text aside) and, as such a
-- row rarely fits again in its page, added an entry to each of the jobs table's 18 indexes (two of
-- them GIN): about 0.15 ms of the database per view, 0.25 ms with the rest of the write.
CREATE TABLE IF NOT EXISTS "job_view_counts" (
	"job_id" integer PRIMARY KEY NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
	"vistas" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "job_view_counts" ("job_id", "vistas")
  SELECT "id", "vistas" FROM "jobs" WHERE "vistas" > 0
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN IF EXISTS "vistas";
