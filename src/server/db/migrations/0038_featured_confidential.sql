-- Issue 39 (part pub), decision docs/decisions/featured-and-confidential.md: featured jobs paid by
-- QR for 7, 15 or 30 days (prices staff edit), confidential postings that never show their
-- company to candidates or the public, and the company's per-application reveal of its name.
ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "confidencial" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN IF NOT EXISTS "destacado_hasta" timestamp with time zone;
--> statement-breakpoint
-- The few jobs featured now: the search's separate read of them (search.ts, featuredIds).
CREATE INDEX IF NOT EXISTS "jobs_destacado_idx" ON "jobs" USING btree ("destacado_hasta") WHERE "destacado_hasta" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN IF NOT EXISTS "empresa_revelada_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "dias" integer;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "featured_prices" (
  "dias" integer PRIMARY KEY NOT NULL,
  "monto_bs" integer NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "featured_prices_dias_check" CHECK ("dias" in (7, 15, 30)),
  CONSTRAINT "featured_prices_monto_check" CHECK ("monto_bs" between 1 and 100000)
);
--> statement-breakpoint
INSERT INTO "featured_prices" ("dias", "monto_bs") VALUES (7, 30), (15, 50), (30, 80) ON CONFLICT ("dias") DO NOTHING;
--> statement-breakpoint
-- Public reads are cached under the jobs version: a job featured or made confidential is read again.
CREATE TRIGGER jobs_search_version_pub
  AFTER UPDATE OF confidencial, destacado_hasta ON jobs FOR EACH STATEMENT EXECUTE FUNCTION bump_jobs_search_version();
--> statement-breakpoint
CREATE TRIGGER jobs_search_index_confidencial
  AFTER UPDATE OF confidencial ON jobs FOR EACH ROW EXECUTE FUNCTION search_index_job_row();
--> statement-breakpoint
-- The index of migration 0030 with one change: a confidential job's postings and row of search_docs
-- carry no company, so the company filter (tcEmpresa) never finds it.
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
    UNION ALL
    -- Each word of the title as written, its gender and number left out (tier 0, decision 093).
    SELECT j.id, 0, search_title_form(w.word)
    FROM jobs j CROSS JOIN LATERAL regexp_split_to_table(lower(f_unaccent(j.titulo)), '[^a-z0-9]+') AS w(word)
    WHERE j.id = ANY(ids) AND NOT j.cerrado AND NOT j.oculto AND (j.estado = 2 OR j.publico)
      AND length(w.word) BETWEEN 4 AND 30 AND length(to_tsvector('es_unaccent'::regconfig, w.word)) > 0
  )
  INSERT INTO search_postings (term, job_id, tier, rank_key, fecha_publicacion, fecha_vencimiento, posting_until,
      ciudad_id, categoria_id, tipo_empleo_id, modalidad_id, experiencia_id, salario, company_id)
  SELECT t.term, j.id, t.tier,
      (extract(epoch from j.fecha_publicacion) / 3600)::integer
        + 12 * ((j.salario > 0)::integer + (length(j.descripcion_larga) > 200)::integer + (length(j.search_text) > 300)::integer),
      j.fecha_publicacion, j.fecha_vencimiento,
      CASE WHEN j.estado = 2 THEN NULL ELSE j.fecha_publicacion + interval '1 hour' END,
      j.ciudad_id, j.categoria_id, j.tipo_empleo_id, j.modalidad_id, j.experiencia_id, j.salario, CASE WHEN j.confidencial THEN NULL ELSE j.company_id END
  FROM (SELECT id, term, min(tier) AS tier FROM terms GROUP BY id, term) t
  JOIN jobs j ON j.id = t.id;
  -- The job's terms (each weighted by its tier), its filter values and the columns a rare
  -- combination is ranked and checked by, in one row (search_docs, migration 0029).
  DELETE FROM search_docs WHERE job_id = ANY(ids);
  INSERT INTO search_docs (job_id, doc, rank_key, salario, fecha_publicacion, fecha_vencimiento, posting_until, company_id)
  SELECT p.job_id, search_doc_of(array_agg(p.term), array_agg(p.tier))
      || array_to_tsvector(search_filter_tokens(j.ciudad_id, j.categoria_id, j.tipo_empleo_id, j.modalidad_id, j.experiencia_id, j.salario)
      || search_day_token(j.fecha_publicacion)),
    min(p.rank_key), min(p.salario), min(p.fecha_publicacion), min(p.fecha_vencimiento), min(p.posting_until), min(p.company_id)
  FROM search_postings p JOIN jobs j ON j.id = p.job_id
  WHERE p.job_id = ANY(ids)
  GROUP BY p.job_id, j.id;
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
