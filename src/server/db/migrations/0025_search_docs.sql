-- Decision 080 (issue 14, seventh pass): a word search whose filters or other words pass few of
-- its postings walked the word's whole list (a million jobs: "ejecutivo ventas" of one type and
-- salary band read 100,000 postings for 24 matches). search_docs holds each indexed job's terms and
-- its filter values as tokens (#c city, #k category, #t type, #m modality, #e experience, #s
-- salary band) as one tsvector under a GIN index: such a search asks it, with one tsquery, for the
-- jobs that have every unit and filter (an intersection of compressed lists) and ranks those few
-- by their postings.
CREATE TABLE IF NOT EXISTS "search_docs" (
	"job_id" integer PRIMARY KEY NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
	"doc" tsvector NOT NULL
);
--> statement-breakpoint
-- A job's filter values as tokens; the salary as the band the search's filter names: (S-1000, S]
-- for S up to 5,000, more than 5,000 for 6,000 (search-filters.ts, docFilterTokens).
CREATE OR REPLACE FUNCTION search_filter_tokens(ciudad integer, categoria integer, tipo integer, modalidad integer, experiencia integer, salario integer)
  RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY['#c' || ciudad, '#k' || coalesce(categoria, 0), '#t' || tipo, '#m' || modalidad, '#e' || experiencia,
    '#s' || CASE WHEN salario > 5000 THEN 6000 WHEN salario > 0 THEN (ceil(salario / 1000.0) * 1000)::int ELSE 0 END]
$$;
--> statement-breakpoint
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
  -- The job's terms and filter values in one row (search_docs), for the rare combinations.
  DELETE FROM search_docs WHERE job_id = ANY(ids);
  INSERT INTO search_docs (job_id, doc)
  SELECT p.job_id, array_to_tsvector(array_agg(p.term) || search_filter_tokens(j.ciudad_id, j.categoria_id, j.tipo_empleo_id, j.modalidad_id, j.experiencia_id, j.salario))
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
--> statement-breakpoint
INSERT INTO search_docs (job_id, doc)
SELECT p.job_id, array_to_tsvector(array_agg(p.term) || search_filter_tokens(j.ciudad_id, j.categoria_id, j.tipo_empleo_id, j.modalidad_id, j.experiencia_id, j.salario))
FROM search_postings p JOIN jobs j ON j.id = p.job_id
GROUP BY p.job_id, j.id
ON CONFLICT (job_id) DO NOTHING;
--> statement-breakpoint
-- Built after the rows (faster than row by row); kept current without a pending list, which every
-- search would have to read.
CREATE INDEX IF NOT EXISTS "search_docs_doc_idx" ON "search_docs" USING gin ("doc") WITH (fastupdate = off);
--> statement-breakpoint
ANALYZE "search_docs";
