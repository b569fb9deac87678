-- Decision 073 (issue 14, fifth pass): a word search filtered by a city or a category walked the
-- word's postings of every city and category and dropped the others (counting 1,000 matches of
-- "sistemas" in one city read 5,200 postings; at a million jobs, proving that a common word has no
-- match in one category read its whole list). With these, the walk reads that city's or that
-- category's postings only, in the same rank order.
CREATE INDEX IF NOT EXISTS "search_postings_city_idx" ON "search_postings" USING btree ("term", "ciudad_id", "tier", "rank_key" DESC, "job_id" DESC)
  INCLUDE ("fecha_vencimiento", "posting_until", "categoria_id", "tipo_empleo_id", "modalidad_id", "experiencia_id", "salario", "company_id", "fecha_publicacion");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_postings_category_idx" ON "search_postings" USING btree ("term", "categoria_id", "tier", "rank_key" DESC, "job_id" DESC)
  INCLUDE ("fecha_vencimiento", "posting_until", "ciudad_id", "tipo_empleo_id", "modalidad_id", "experiencia_id", "salario", "company_id", "fecha_publicacion");
