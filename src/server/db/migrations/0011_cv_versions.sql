-- A CV that stays its owner's (decision 069): a CV can be edited, copied and deleted, and each
-- application keeps the version that was sent. The snapshot (title, document, photo key) is taken
-- by the database when the application is inserted, whoever inserts it, under a share lock on the
-- CV row, so an edit or a deletion of the CV can never slip between reading the CV and saving the
-- application. Photo files are immutable: an edit stores a new file, and an old file is removed
-- only when no CV and no application refers to it.
ALTER TABLE "applications" ADD COLUMN "cv_titulo" text;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cv_documento" jsonb;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cv_foto_key" text;
--> statement-breakpoint
UPDATE "applications" a SET "cv_titulo" = c."titulo", "cv_documento" = c."documento", "cv_foto_key" = c."foto_key"
  FROM "curriculums" c WHERE c."id" = a."curriculum_id";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION applications_cv_snapshot() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.cv_documento IS NULL AND NEW.curriculum_id IS NOT NULL THEN
    SELECT c.titulo, c.documento, c.foto_key INTO NEW.cv_titulo, NEW.cv_documento, NEW.cv_foto_key
      FROM curriculums c WHERE c.id = NEW.curriculum_id FOR SHARE;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_cv_snapshot
  BEFORE INSERT ON applications
  FOR EACH ROW EXECUTE FUNCTION applications_cv_snapshot();
--> statement-breakpoint
CREATE INDEX "applications_cv_foto_key_idx" ON "applications" USING btree ("cv_foto_key") WHERE "cv_foto_key" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "curriculums_foto_key_idx" ON "curriculums" USING btree ("foto_key") WHERE "foto_key" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "applications_curriculum_idx" ON "applications" USING btree ("curriculum_id");
--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "curriculum_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_curriculum_id_curriculums_id_fk";
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_curriculum_id_curriculums_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."curriculums"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Payments are records: a deleted CV leaves them, with what the receipt says was bought.
ALTER TABLE "payments" ADD COLUMN "detalle" text;
--> statement-breakpoint
UPDATE "payments" p SET "detalle" = coalesce(
  (SELECT 'Currículum «' || c."titulo" || '»' FROM "curriculums" c WHERE c."id" = p."curriculum_id"),
  (SELECT 'Empleo «' || j."titulo" || '»' FROM "jobs" j WHERE j."id" = p."job_id"));
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_curriculum_id_curriculums_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_curriculum_id_curriculums_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."curriculums"("id") ON DELETE set null ON UPDATE no action;
