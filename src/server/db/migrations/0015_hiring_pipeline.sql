ALTER TABLE "applications" ADD COLUMN "calificacion" smallint;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "etiquetas" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "motivo_rechazo_id" smallint;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "motivo_rechazo" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "postulantes_vistos_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "resumen_enviado_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "application_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"author_user_id" integer,
	"author_name" text NOT NULL,
	"texto" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "application_notes_application_idx" ON "application_notes" USING btree ("application_id","created_at");
--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"estado_anterior" smallint,
	"estado_nuevo" smallint,
	"detalle" text DEFAULT '' NOT NULL,
	"actor_user_id" integer,
	"actor_nombre" text DEFAULT '' NOT NULL,
	"para_candidato" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","created_at");
--> statement-breakpoint
CREATE TABLE "status_message_templates" (
	"company_id" integer NOT NULL,
	"estado" smallint NOT NULL,
	"asunto" text NOT NULL,
	"cuerpo" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_message_templates_company_id_estado_pk" PRIMARY KEY("company_id","estado")
);
--> statement-breakpoint
ALTER TABLE "status_message_templates" ADD CONSTRAINT "status_message_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "pending_status_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"estado_desde" smallint NOT NULL,
	"estado" smallint NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"situacion" text DEFAULT 'pendiente' NOT NULL,
	"outbox_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "pending_status_messages" ADD CONSTRAINT "pending_status_messages_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "pending_status_messages_one_pending_uq" ON "pending_status_messages" USING btree ("application_id") WHERE "situacion" = 'pendiente';
--> statement-breakpoint
CREATE INDEX "pending_status_messages_due_idx" ON "pending_status_messages" USING btree ("due_at") WHERE "situacion" = 'pendiente';
