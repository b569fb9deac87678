-- Decision 073 (issue 14, fourth pass): a search by filters sorted by salary or by expiry read
-- the whole city through its index and sorted it (at a million jobs, page 66 by salary in Santa
-- Cruz: 28,000 index rows, 52 ms). With the filter columns in the sort indexes, the sort's own
-- index is walked and filtered in place until the page is full.
DROP INDEX IF EXISTS "jobs_listed_salary_idx";
--> statement-breakpoint
CREATE INDEX "jobs_listed_salary_idx" ON "jobs" USING btree ("salario" DESC NULLS LAST, "fecha_publicacion" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("fecha_vencimiento", "ciudad_id", "categoria_id", "tipo_empleo_id", "modalidad_id", "experiencia_id", "company_id")
  WHERE "estado" = 2 and not "cerrado" and not "oculto";
--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_listed_expiry_idx";
--> statement-breakpoint
CREATE INDEX "jobs_listed_expiry_idx" ON "jobs" USING btree ("fecha_vencimiento", "fecha_publicacion" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("ciudad_id", "categoria_id", "tipo_empleo_id", "modalidad_id", "experiencia_id", "salario", "company_id")
  WHERE "estado" = 2 and not "cerrado" and not "oculto";
