-- Issue 14: search without a reply cache (decision 073). An inverted index of public jobs read in
-- rank order through a b-tree: one row per (job, term) for the words of the title (tier 1), the
-- requirements, skills and category (tier 2), the rest of the search text (company, city, type,
-- place of work, responsibilities: tier 3) and the short description (tier 4), each term at its
-- best tier, plus a synonym group's term ('=<id>') where one of its phrases occurs in the title,
-- requirements, skills or category (a company called "Contable" is no accountant job). The filter columns ride along so filters are read
-- from the index. Kept current by a trigger on jobs; staff-editable synonym groups; the words seen
-- in titles and search text for typo correction; the suggestion list.
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"palabras" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "search_synonyms" ("palabras") VALUES
  ('RR.HH., RRHH, recursos humanos, talento humano, gestión humana'),
  ('programador, programadora, desarrollador, desarrolladora, developer, dev'),
  ('chofer, chófer, conductor, conductora, motorista'),
  ('contador, contadora, contable, contabilidad'),
  ('Ing., ingeniero, ingeniera'),
  ('Lic., licenciado, licenciada'),
  ('ventas, vendedor, vendedora, comercial, ejecutivo comercial, ejecutiva comercial, asesor comercial, asesora comercial'),
  ('mesero, mesera, garzón, garzona, camarero, camarera'),
  ('secretaria, secretario, asistente administrativo, asistente administrativa'),
  ('cajero, cajera'),
  ('enfermero, enfermera, licenciada en enfermería, licenciado en enfermería'),
  ('médico, médica, doctor, doctora'),
  ('abogado, abogada, jurídico, jurídica, asesor legal, asesora legal'),
  ('albañil, maestro de obras, maestro albañil'),
  ('niñera, nana, cuidadora de niños'),
  ('limpieza, aseo, portería, conserje'),
  ('almacén, almacenero, bodega, bodeguero, inventarios'),
  ('call center, centro de llamadas, teleoperador, teleoperadora'),
  ('pasante, pasantía, practicante, prácticas'),
  ('docente, profesor, profesora, maestro, maestra'),
  ('cocinero, cocinera, chef'),
  ('recepcionista, recepción'),
  ('sistemas, informática, TI, tecnologías de la información'),
  ('marketing, mercadotecnia, mercadeo'),
  ('ayudante, auxiliar'),
  ('mecánico, mecánica automotriz, técnico automotriz'),
  ('guardia, vigilante, seguridad física, sereno'),
  ('repartidor, repartidora, delivery, mensajero, mensajera, motoquero');
--> statement-breakpoint
CREATE TABLE "search_postings" (
	"term" text NOT NULL,
	"job_id" integer NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
	"tier" smallint NOT NULL,
	"rank_key" integer NOT NULL,
	"fecha_publicacion" timestamp with time zone NOT NULL,
	"fecha_vencimiento" date NOT NULL,
	"posting_until" timestamp with time zone,
	"ciudad_id" integer NOT NULL,
	"categoria_id" integer,
	"tipo_empleo_id" integer NOT NULL,
	"modalidad_id" integer NOT NULL,
	"experiencia_id" integer NOT NULL,
	"salario" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "search_postings_pk" PRIMARY KEY ("job_id", "term")
);
--> statement-breakpoint
CREATE INDEX "search_postings_rank_idx" ON "search_postings" USING btree ("term", "tier", "rank_key" DESC, "job_id" DESC)
  INCLUDE ("fecha_vencimiento", "posting_until", "ciudad_id", "categoria_id", "tipo_empleo_id", "modalidad_id", "experiencia_id", "salario", "company_id", "fecha_publicacion");
--> statement-breakpoint
CREATE TABLE "search_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL UNIQUE,
	"term" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_suggestions" (
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"weight" integer NOT NULL,
	CONSTRAINT "search_suggestions_pk" PRIMARY KEY ("kind", "label", "key")
);
--> statement-breakpoint
CREATE INDEX "search_suggestions_key_idx" ON "search_suggestions" USING btree ("key" text_pattern_ops, "weight" DESC);
--> statement-breakpoint
-- Filters without words: counts and pages by city or category read a small index range.
CREATE INDEX "jobs_listed_city_idx" ON "jobs" USING btree ("ciudad_id", "fecha_publicacion" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("fecha_vencimiento", "categoria_id", "tipo_empleo_id", "modalidad_id", "experiencia_id", "salario", "company_id")
  WHERE "estado" = 2 and not "cerrado" and not "oculto";
--> statement-breakpoint
CREATE INDEX "jobs_listed_category_idx" ON "jobs" USING btree ("categoria_id", "fecha_publicacion" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("fecha_vencimiento", "ciudad_id", "tipo_empleo_id", "modalidad_id", "experiencia_id", "salario", "company_id")
  WHERE "estado" = 2 and not "cerrado" and not "oculto";
--> statement-breakpoint
CREATE INDEX "jobs_listed_company_idx" ON "jobs" USING btree ("company_id", "fecha_publicacion" DESC NULLS LAST, "id" DESC NULLS LAST)
  WHERE "estado" = 2 and not "cerrado" and not "oculto";
--> statement-breakpoint
-- The terms of the given jobs, rebuilt (jobs that are not public any more lose theirs). Words
-- joined by dots or dashes (Node.js, RR.HH.) are indexed whole and in parts.
CREATE OR REPLACE FUNCTION search_index_jobs(ids integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_postings WHERE job_id = ANY(ids);
  WITH phrases AS MATERIALIZED (
    SELECT s.id, q.query, CASE WHEN numnode(q.query) = 1 THEN btrim(q.query::text, ''' ') END AS lexeme
    FROM search_synonyms s
    CROSS JOIN LATERAL regexp_split_to_table(s.palabras, '\s*,\s*') AS p(phrase)
    CROSS JOIN LATERAL (SELECT phraseto_tsquery('es_unaccent'::regconfig, p.phrase) AS query) q
    WHERE numnode(q.query) > 0
  ), fields AS MATERIALIZED (
    SELECT j.id, f.tier, f.tsv
    FROM jobs j
    CROSS JOIN LATERAL (SELECT concat_ws(' . ',
      (SELECT nombre FROM categories WHERE id = j.categoria_id),
      (SELECT string_agg(s.nombre, ' . ') FROM job_skills js JOIN skills s ON s.id = js.skill_id WHERE js.job_id = j.id),
      (SELECT string_agg(q.descripcion, ' . ') FROM job_requirements q WHERE q.job_id = j.id)) AS requirements) r
    CROSS JOIN LATERAL (VALUES
      (1, to_tsvector('es_unaccent'::regconfig, j.titulo) || to_tsvector('es_unaccent'::regconfig, regexp_replace(j.titulo, '[./_+#-]+', ' ', 'g'))),
      (2, to_tsvector('es_unaccent'::regconfig, r.requirements) || to_tsvector('es_unaccent'::regconfig, regexp_replace(r.requirements, '[./_+#-]+', ' ', 'g'))),
      (3, to_tsvector('es_unaccent'::regconfig, j.search_text) || to_tsvector('es_unaccent'::regconfig, regexp_replace(j.search_text, '[./_+#-]+', ' ', 'g'))),
      (4, to_tsvector('es_unaccent'::regconfig, j.descripcion))) AS f(tier, tsv)
    WHERE j.id = ANY(ids) AND NOT j.cerrado AND NOT j.oculto AND (j.estado = 2 OR j.publico)
  ), lexemes AS MATERIALIZED (
    SELECT f.id, f.tier, l.lexeme AS term FROM fields f CROSS JOIN LATERAL unnest(f.tsv) l
  ), terms AS (
    SELECT id, tier, term FROM lexemes
    UNION ALL
    SELECT l.id, l.tier, '=' || p.id FROM lexemes l JOIN phrases p ON p.lexeme = l.term WHERE l.tier <= 2
    UNION ALL
    SELECT f.id, f.tier, '=' || p.id FROM fields f JOIN phrases p ON p.lexeme IS NULL AND f.tier <= 2 AND f.tsv @@ p.query
  )
  INSERT INTO search_postings (term, job_id, tier, rank_key, fecha_publicacion, fecha_vencimiento, posting_until,
      ciudad_id, categoria_id, tipo_empleo_id, modalidad_id, experiencia_id, salario, company_id)
  SELECT t.term, j.id, t.tier,
      (extract(epoch from j.fecha_publicacion) / 3600)::integer
        + 12 * ((j.salario > 0)::integer + (length(j.descripcion_larga) > 200)::integer + (length(j.search_text) > 300)::integer),
      j.fecha_publicacion, j.fecha_vencimiento,
      CASE WHEN j.estado = 2 THEN NULL ELSE j.fecha_publicacion + interval '1 hour' END,
      j.ciudad_id, j.categoria_id, j.tipo_empleo_id, j.modalidad_id, j.experiencia_id, j.salario, j.company_id
  FROM (SELECT id, term, min(tier) AS tier FROM terms GROUP BY id, term) t
  JOIN jobs j ON j.id = t.id;
  INSERT INTO search_words (word, term)
  SELECT w.word, min(l.lexeme) FROM (
    SELECT DISTINCT regexp_split_to_table(f_unaccent(lower(j.titulo || ' ' || j.search_text)), '[^a-z0-9]+') AS word
    FROM jobs j WHERE j.id = ANY(ids) AND NOT j.cerrado AND NOT j.oculto AND (j.estado = 2 OR j.publico)
  ) w
  CROSS JOIN LATERAL unnest(to_tsvector('es_unaccent'::regconfig, w.word)) l
  WHERE length(w.word) BETWEEN 4 AND 30
  GROUP BY w.word
  ON CONFLICT (word) DO NOTHING;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_index_job_row() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_index_jobs(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_search_index
  AFTER INSERT OR UPDATE OF titulo, descripcion, descripcion_larga, search_text, ciudad_id, tipo_empleo_id, categoria_id,
    experiencia_id, salario, modalidad_id, company_id, fecha_publicacion, fecha_vencimiento, estado, publico, cerrado, oculto
  ON jobs FOR EACH ROW EXECUTE FUNCTION search_index_job_row();
--> statement-breakpoint
SELECT search_index_jobs(ARRAY(SELECT id FROM jobs WHERE NOT cerrado AND NOT oculto AND (estado = 2 OR publico)));
