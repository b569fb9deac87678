CREATE TABLE "search_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_versions" ("name", "version") VALUES ('jobs', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_jobs_search_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_versions SET version = (version + 1) % 2000000000 WHERE name = 'jobs';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_search_version
  AFTER INSERT OR DELETE OR UPDATE OF titulo, descripcion, descripcion_larga, search_text, ciudad_id, tipo_empleo_id,
    categoria_id, experiencia_id, salario, modalidad_id, company_id, fecha_publicacion, fecha_vencimiento, estado,
    publico, cerrado, oculto
  ON jobs FOR EACH STATEMENT EXECUTE FUNCTION bump_jobs_search_version();
