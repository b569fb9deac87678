-- Issue 40, decision docs/decisions/messages.md: messages on an application between its
-- candidate and the company's team, read marks, grouped e-mail notifications, the company's
-- reply templates and each user's choice about message e-mails (with tokenised unsubscribe links).
CREATE TABLE IF NOT EXISTS "application_messages" (
  "id" serial PRIMARY KEY NOT NULL,
  "application_id" integer NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
  "lado" text NOT NULL,
  "author_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "author_name" text NOT NULL,
  "texto" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "leido_at" timestamp with time zone,
  "notificado_at" timestamp with time zone,
  CONSTRAINT "application_messages_lado_check" CHECK ("lado" in ('candidato', 'empresa'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "application_messages_application_idx" ON "application_messages" USING btree ("application_id", "created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "application_messages_unmailed_idx" ON "application_messages" USING btree ("created_at") WHERE "notificado_at" IS NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "reply_templates" (
  "id" serial PRIMARY KEY NOT NULL,
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "titulo" text NOT NULL,
  "cuerpo" text NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reply_templates_company_idx" ON "reply_templates" USING btree ("company_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "message_mail_settings" (
  "user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "recibir" boolean DEFAULT true NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "message_mail_links" (
  "token_hash" text PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "message_mail_links_user_idx" ON "message_mail_links" USING btree ("user_id");
