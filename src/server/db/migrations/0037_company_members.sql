-- Issue 39 (part "team"), decision docs/decisions/company-teams.md: a company is a team.
-- Members (administrador or reclutador, optionally limited to some jobs) and the e-mailed
-- invitations to join (only the token's SHA-256 kept; single use; 7 days). Every existing
-- company's account becomes its first administrador.
CREATE TABLE IF NOT EXISTS "company_members" (
  "id" serial PRIMARY KEY NOT NULL,
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "rol" text NOT NULL,
  "job_ids" integer[],
  "invited_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "company_members_rol_check" CHECK ("rol" in ('administrador', 'reclutador'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "company_members_user_uq" ON "company_members" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "company_members_company_idx" ON "company_members" USING btree ("company_id");
--> statement-breakpoint
INSERT INTO "company_members" ("company_id", "user_id", "rol", "created_at")
  SELECT "id", "user_id", 'administrador', "created_at" FROM "companies"
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "company_invitations" (
  "id" serial PRIMARY KEY NOT NULL,
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "email" text NOT NULL,
  "rol" text NOT NULL,
  "job_ids" integer[],
  "token_hash" text NOT NULL,
  "invited_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "accepted_at" timestamp with time zone,
  "cancelled_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "company_invitations_rol_check" CHECK ("rol" in ('administrador', 'reclutador'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "company_invitations_hash_uq" ON "company_invitations" USING btree ("token_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "company_invitations_open_uq" ON "company_invitations" USING btree ("company_id", "email") WHERE "accepted_at" IS NULL AND "cancelled_at" IS NULL;
