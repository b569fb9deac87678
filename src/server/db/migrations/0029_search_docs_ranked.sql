-- Decision 086 (issue 14, twelfth pass): a rare combination of words and filters was ranked by
-- one look-up of the driver word's postings per job search_docs found (a million jobs: about
-- 1,000 look-ups, half the time of the searches with filters). search_docs now holds what that
-- ranking reads: each term weighted by its tier (A title, B requirements, C company and city, D
-- description; a query 'term':AB finds it in tiers 1-2 only) and the posting's columns (rank,
-- salary, dates, visibility, company), so the rare path reads search_docs alone; and the day of
-- publication as a token, so a search of the last days asks the index for them.
ALTER TABLE "search_docs" ADD COLUMN IF NOT EXISTS "rank_key" integer,
  ADD COLUMN IF NOT EXISTS "salario" integer,
  ADD COLUMN IF NOT EXISTS "fecha_publicacion" timestamp with time zone,
  ADD COLUMN IF NOT EXISTS "fecha_vencimiento" date,
  ADD COLUMN IF NOT EXISTS "posting_until" timestamp with time zone,
  ADD COLUMN IF NOT EXISTS "company_id" integer;
--> statement-breakpoint
-- A row stays uncompressed in its page up to 8 kB: every weight check reads the doc as it lies,
-- with no decompression per check.
ALTER TABLE "search_docs" SET (toast_tuple_target = 8160);
--> statement-breakpoint
-- The La Paz day a job was published as a token (#d20261127): a search of the last days asks the
-- index for those days' jobs (search-filters.ts, docFilterTokens).
CREATE OR REPLACE FUNCTION search_day_token(publicada timestamp with time zone) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT '#d' || to_char((publicada AT TIME ZONE 'UTC') - interval '4 hours', 'YYYYMMDD')
$$;
--> statement-breakpoint
-- Terms and their tiers as a tsvector whose lexemes carry the tier as weight (position 1).
CREATE OR REPLACE FUNCTION search_doc_of(terms text[], tiers smallint[]) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg('''' || replace(replace(t.term, '\', '\\'), '''', '''''') || ''':1' || substr('ABCD', t.tier, 1), ' '), '')::tsvector
  FROM unnest(terms, tiers) AS t(term, tier)
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
--> statement-breakpoint
-- Every indexed job's row again, from its postings (the same rows search_index_jobs writes).
TRUNCATE "search_docs";
--> statement-breakpoint
INSERT INTO search_docs (job_id, doc, rank_key, salario, fecha_publicacion, fecha_vencimiento, posting_until, company_id)
SELECT p.job_id, search_doc_of(array_agg(p.term), array_agg(p.tier))
    || array_to_tsvector(search_filter_tokens(j.ciudad_id, j.categoria_id, j.tipo_empleo_id, j.modalidad_id, j.experiencia_id, j.salario)
      || search_day_token(j.fecha_publicacion)),
  min(p.rank_key), min(p.salario), min(p.fecha_publicacion), min(p.fecha_vencimiento), min(p.posting_until), min(p.company_id)
FROM search_postings p JOIN jobs j ON j.id = p.job_id
GROUP BY p.job_id, j.id;
--> statement-breakpoint
ALTER TABLE "search_docs" ALTER COLUMN "rank_key" SET NOT NULL, ALTER COLUMN "salario" SET NOT NULL,
  ALTER COLUMN "fecha_publicacion" SET NOT NULL, ALTER COLUMN "fecha_vencimiento" SET NOT NULL, ALTER COLUMN "company_id" SET NOT NULL;
--> statement-breakpoint
ANALYZE "search_docs";
