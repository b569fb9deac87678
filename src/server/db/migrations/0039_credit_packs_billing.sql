-- Issue 39 (part "pay"), decision docs/decisions/credit-packs-and-billing.md: credit packs that
-- staff edit, the lots of credits each paid pack gives a company and their movements (bought,
-- used, expired), a payment kind 'paquete', and the billing data (document type, NIT/CI and
-- razón social) on every payment, remembered per account.
CREATE TABLE IF NOT EXISTS "credit_packs" (
  "id" serial PRIMARY KEY NOT NULL,
  "creditos" integer NOT NULL,
  "dias" integer NOT NULL,
  "precio_bs" integer NOT NULL,
  "activo" boolean DEFAULT true NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "credit_packs_creditos_check" CHECK ("creditos" between 1 and 100),
  CONSTRAINT "credit_packs_dias_check" CHECK ("dias" between 1 and 730),
  CONSTRAINT "credit_packs_precio_check" CHECK ("precio_bs" between 1 and 100000)
);
--> statement-breakpoint
INSERT INTO "credit_packs" ("creditos", "dias", "precio_bs") VALUES (3, 90, 135), (5, 180, 210), (10, 365, 380);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "pack_id" integer REFERENCES "credit_packs"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "company_id" integer REFERENCES "companies"("id") ON DELETE SET NULL;
--> statement-breakpoint
-- What the pack gave when the QR was made (staff may edit the pack before the payment comes).
ALTER TABLE "payments" ADD COLUMN "creditos" integer;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "dias_vigencia" integer;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tipo_documento" text DEFAULT 'CI' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "razon_social" text;
--> statement-breakpoint
-- Payments made before razón social was asked: the payer's name is the razón social a person
-- invoices under (readers fall back to it too when a row has none).
UPDATE "payments" SET "razon_social" = "nombre" WHERE "razon_social" IS NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tipo_documento_check" CHECK ("tipo_documento" in ('CI', 'NIT'));
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "credit_lots" (
  "id" serial PRIMARY KEY NOT NULL,
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "payment_id" integer REFERENCES "payments"("id") ON DELETE SET NULL,
  "creditos" integer NOT NULL,
  "restantes" integer NOT NULL,
  "vence_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "credit_lots_restantes_check" CHECK ("restantes" >= 0 AND "restantes" <= "creditos")
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "credit_lots_payment_idx" ON "credit_lots" USING btree ("payment_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "credit_lots_company_idx" ON "credit_lots" USING btree ("company_id", "vence_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "credit_movements" (
  "id" serial PRIMARY KEY NOT NULL,
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "lot_id" integer NOT NULL REFERENCES "credit_lots"("id") ON DELETE CASCADE,
  "tipo" text NOT NULL,
  "cantidad" integer NOT NULL,
  "job_id" integer REFERENCES "jobs"("id") ON DELETE SET NULL,
  "user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "detalle" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "credit_movements_tipo_check" CHECK ("tipo" in ('compra', 'uso', 'vencimiento'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "credit_movements_company_idx" ON "credit_movements" USING btree ("company_id", "created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "billing_profiles" (
  "user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "tipo_documento" text NOT NULL,
  "ci_nit" text NOT NULL,
  "razon_social" text NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
