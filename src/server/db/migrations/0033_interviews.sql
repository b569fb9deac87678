-- Decision: interviews (issue 40). A company proposes 1-5 times for an application, the
-- candidate confirms one; invitations go as iCalendar parts of outbox mail.
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "calendar" jsonb;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "interviews" (
  "id" serial PRIMARY KEY NOT NULL,
  "application_id" integer NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "estado" text NOT NULL DEFAULT 'propuesta',
  "horarios" jsonb NOT NULL,
  "inicio" timestamp with time zone,
  "duracion" integer NOT NULL,
  "lugar" text NOT NULL DEFAULT '',
  "enlace" text NOT NULL DEFAULT '',
  "notas" text NOT NULL DEFAULT '',
  "secuencia" integer NOT NULL DEFAULT 0,
  "motivo_cancelacion" text NOT NULL DEFAULT '',
  "cancelada_por" text,
  "recordatorio_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "interviews_estado_chk" CHECK ("estado" IN ('propuesta', 'confirmada', 'cancelada'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "interviews_active_uq" ON "interviews" USING btree ("application_id") WHERE "estado" <> 'cancelada';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "interviews_company_idx" ON "interviews" USING btree ("company_id", "inicio");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "interviews_reminder_idx" ON "interviews" USING btree ("inicio") WHERE "estado" = 'confirmada' AND "recordatorio_at" IS NULL;
