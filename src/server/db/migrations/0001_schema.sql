CREATE TABLE "activity_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"vista" text NOT NULL,
	"detalle" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"curriculum_id" integer NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"titulo" text NOT NULL,
	"descripcion_corta" text DEFAULT '' NOT NULL,
	"descripcion_larga" text DEFAULT '' NOT NULL,
	"url_imagen" text,
	"autor_id" integer,
	"autor" text DEFAULT '' NOT NULL,
	"fecha" date NOT NULL,
	"categoria" text DEFAULT '' NOT NULL,
	"etiquetas" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"user_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"apellidos" text DEFAULT '' NOT NULL,
	"profesion" text DEFAULT '' NOT NULL,
	"pais" text DEFAULT 'Bolivia' NOT NULL,
	"ciudad_id" integer,
	"fecha_nacimiento" date,
	"acercade" text DEFAULT '' NOT NULL,
	"correo" text NOT NULL,
	"telefono" text DEFAULT '' NOT NULL,
	"sexo" text DEFAULT '' NOT NULL,
	"anos_experiencia" integer DEFAULT 0 NOT NULL,
	"foto_perfil" text,
	"titulo_tecnico" text DEFAULT '' NOT NULL,
	"titulo_licenciatura" text DEFAULT '' NOT NULL,
	"titulo_diplomado" text DEFAULT '' NOT NULL,
	"titulo_maestria" text DEFAULT '' NOT NULL,
	"titulo_doctorado" text DEFAULT '' NOT NULL,
	"oculto" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"departamento" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"user_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"nombre_comercial" text DEFAULT '' NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"pais" text DEFAULT 'Bolivia' NOT NULL,
	"ciudad_id" integer,
	"direccion" text DEFAULT '' NOT NULL,
	"acercade" text DEFAULT '' NOT NULL,
	"correo" text NOT NULL,
	"telefono" text DEFAULT '' NOT NULL,
	"tipo_empresa_id" integer,
	"tamano_empresa_id" integer,
	"anio_fundacion" integer,
	"url_imagen" text,
	"url_icono" text,
	"estado" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_sizes" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre_completo" text NOT NULL,
	"nombre_empresa" text DEFAULT '' NOT NULL,
	"telefono" text DEFAULT '' NOT NULL,
	"correo" text NOT NULL,
	"mensaje" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curriculums" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"plantilla_id" integer DEFAULT 1 NOT NULL,
	"documento" jsonb NOT NULL,
	"foto_key" text,
	"pagado" boolean DEFAULT false NOT NULL,
	"pagado_en" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cv_analyses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"carpeta" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cv_analysis_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"analysis_id" integer NOT NULL,
	"archivo" text NOT NULL,
	"storage_key" text,
	"estado" text NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"resultado" jsonb,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "cv_templates" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experience_levels" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"min_years" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_language_links" (
	"job_id" integer NOT NULL,
	"language_code" text NOT NULL,
	CONSTRAINT "job_language_links_job_id_language_code_pk" PRIMARY KEY("job_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "job_languages" (
	"code" text PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_requirements" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"descripcion" text NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_responsibilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"descripcion" text NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_skills" (
	"job_id" integer NOT NULL,
	"skill_id" integer NOT NULL,
	CONSTRAINT "job_skills_job_id_skill_id_pk" PRIMARY KEY("job_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "job_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"codigo" text NOT NULL,
	"company_id" integer NOT NULL,
	"titulo" text NOT NULL,
	"descripcion" text NOT NULL,
	"descripcion_larga" text DEFAULT '' NOT NULL,
	"ubicacion" text DEFAULT '' NOT NULL,
	"ciudad_id" integer NOT NULL,
	"tipo_empleo_id" integer NOT NULL,
	"categoria_id" integer,
	"experiencia_id" integer DEFAULT 0 NOT NULL,
	"salario" integer DEFAULT 0 NOT NULL,
	"modalidad_id" integer DEFAULT 1 NOT NULL,
	"fecha_publicacion" timestamp with time zone DEFAULT now() NOT NULL,
	"fecha_vencimiento" date NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"publico" boolean DEFAULT false NOT NULL,
	"cerrado" boolean DEFAULT false NOT NULL,
	"oculto" boolean DEFAULT false NOT NULL,
	"vistas" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('es_unaccent'::regconfig, coalesce("titulo", '')), 'A') || setweight(to_tsvector('es_unaccent'::regconfig, coalesce("descripcion", '')), 'B') || setweight(to_tsvector('es_unaccent'::regconfig, coalesce("search_text", '')), 'C') || setweight(to_tsvector('es_unaccent'::regconfig, coalesce("descripcion_larga", '')), 'D')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"curriculum_id" integer,
	"job_id" integer,
	"monto_bs" integer NOT NULL,
	"nombre" text NOT NULL,
	"ci_nit" text NOT NULL,
	"telefono" text NOT NULL,
	"correo" text NOT NULL,
	"estado" smallint DEFAULT 1 NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salary_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"nombre" text NOT NULL,
	"apellidos" text DEFAULT '' NOT NULL,
	"telefono" text DEFAULT '' NOT NULL,
	"profesion" text DEFAULT '' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_modes" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_curriculum_id_curriculums_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."curriculums"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_ciudad_id_cities_id_fk" FOREIGN KEY ("ciudad_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_ciudad_id_cities_id_fk" FOREIGN KEY ("ciudad_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_tipo_empresa_id_company_types_id_fk" FOREIGN KEY ("tipo_empresa_id") REFERENCES "public"."company_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_tamano_empresa_id_company_sizes_id_fk" FOREIGN KEY ("tamano_empresa_id") REFERENCES "public"."company_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculums" ADD CONSTRAINT "curriculums_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_analyses" ADD CONSTRAINT "cv_analyses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_analyses" ADD CONSTRAINT "cv_analyses_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_analysis_items" ADD CONSTRAINT "cv_analysis_items_analysis_id_cv_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."cv_analyses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_language_links" ADD CONSTRAINT "job_language_links_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_language_links" ADD CONSTRAINT "job_language_links_language_code_job_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."job_languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_requirements" ADD CONSTRAINT "job_requirements_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_responsibilities" ADD CONSTRAINT "job_responsibilities_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_skills" ADD CONSTRAINT "job_skills_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_skills" ADD CONSTRAINT "job_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_ciudad_id_cities_id_fk" FOREIGN KEY ("ciudad_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_tipo_empleo_id_job_types_id_fk" FOREIGN KEY ("tipo_empleo_id") REFERENCES "public"."job_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_categoria_id_categories_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_experiencia_id_experience_levels_id_fk" FOREIGN KEY ("experiencia_id") REFERENCES "public"."experience_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_modalidad_id_work_modes_id_fk" FOREIGN KEY ("modalidad_id") REFERENCES "public"."work_modes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_curriculum_id_curriculums_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."curriculums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_created_idx" ON "activity_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_job_candidate_uq" ON "applications" USING btree ("job_id","candidate_id");--> statement-breakpoint
CREATE INDEX "applications_candidate_idx" ON "applications" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_slug_uq" ON "articles" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_uq" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_codigo_uq" ON "candidates" USING btree ("codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "candidates_user_uq" ON "candidates" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_codigo_uq" ON "companies" USING btree ("codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_user_uq" ON "companies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "curriculums_candidate_idx" ON "curriculums" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "cv_analyses_company_idx" ON "cv_analyses" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "cv_analysis_items_analysis_idx" ON "cv_analysis_items" USING btree ("analysis_id");--> statement-breakpoint
CREATE INDEX "job_requirements_job_idx" ON "job_requirements" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_responsibilities_job_idx" ON "job_responsibilities" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_codigo_uq" ON "jobs" USING btree ("codigo");--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin (f_unaccent(lower("titulo")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_public_idx" ON "jobs" USING btree ("estado","fecha_vencimiento","fecha_publicacion");--> statement-breakpoint
CREATE INDEX "jobs_city_idx" ON "jobs" USING btree ("ciudad_id");--> statement-breakpoint
CREATE INDEX "jobs_category_idx" ON "jobs" USING btree ("categoria_id");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recovery_codes_user_idx" ON "recovery_codes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");