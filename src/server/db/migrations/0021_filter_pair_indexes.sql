-- Decision 073 (issue 14): a search by filters alone counts its matches up to 1,001. With the
-- filters the search page offers side by side (type of job and salary; place of work, experience
-- and days since publication) no index led with them, so a rare pair read the whole partial index
-- of listed jobs (5.9 ms at 100,000 jobs, growing with the data). These read only the matches.
CREATE INDEX "jobs_listed_type_salary_idx" ON "jobs" USING btree ("tipo_empleo_id", "salario" DESC NULLS LAST, "fecha_publicacion" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("fecha_vencimiento", "ciudad_id", "categoria_id", "modalidad_id", "experiencia_id", "company_id")
  WHERE "estado" = 2 and not "cerrado" and not "oculto";
--> statement-breakpoint
CREATE INDEX "jobs_listed_mode_experience_idx" ON "jobs" USING btree ("modalidad_id", "experiencia_id", "fecha_publicacion" DESC NULLS LAST, "id" DESC NULLS LAST)
  INCLUDE ("fecha_vencimiento", "ciudad_id", "categoria_id", "tipo_empleo_id", "salario", "company_id")
  WHERE "estado" = 2 and not "cerrado" and not "oculto";
