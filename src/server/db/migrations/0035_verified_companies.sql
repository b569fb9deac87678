-- Decision trust.md: verified companies, their requests, and the log of candidates' contact data
-- that verified companies read (one row per company, candidate and La Paz day).
CREATE TABLE IF NOT EXISTS "verified_companies" (
	"company_id" integer PRIMARY KEY NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"verified_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "verification_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"nit" text NOT NULL,
	"razon_social" text NOT NULL,
	"document_key" text,
	"document_name" text,
	"document_type" text,
	"corporate_domain" text,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer REFERENCES "users"("id") ON DELETE SET NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "verification_requests_company_idx" ON "verification_requests" USING btree ("company_id", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "verification_requests_pending_idx" ON "verification_requests" USING btree ("id") WHERE estado = 'pendiente';
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "contact_reveals" (
	"company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"candidate_id" integer NOT NULL REFERENCES "candidates"("id") ON DELETE CASCADE,
	"dia" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("company_id", "dia", "candidate_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_reveals_candidate_idx" ON "contact_reveals" USING btree ("candidate_id", "created_at");
--> statement-breakpoint
-- Job cards and pages show the flag: verifying or unverifying a company renews the cached job reads.
CREATE TRIGGER verified_companies_search_version
  AFTER INSERT OR DELETE OR UPDATE ON verified_companies FOR EACH STATEMENT EXECUTE FUNCTION bump_jobs_search_version();
