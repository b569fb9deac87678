-- Decision 082: an alert's unsubscribe token was kept in clear (job_alerts.token) and put in every
-- mail. Now each mail carries a token of its own and only its SHA-256 is kept; the links of mails
-- already sent keep working (their token's hash is carried over).
CREATE TABLE IF NOT EXISTS "job_alert_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"alert_id" integer NOT NULL REFERENCES "job_alerts"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_alert_links_alert_idx" ON "job_alert_links" USING btree ("alert_id");
--> statement-breakpoint
INSERT INTO "job_alert_links" ("token_hash", "alert_id", "created_at")
  SELECT encode(sha256(convert_to("token", 'UTF8')), 'hex'), "id", "created_at" FROM "job_alerts"
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
DROP INDEX IF EXISTS "job_alerts_token_uq";
--> statement-breakpoint
ALTER TABLE "job_alerts" DROP COLUMN IF EXISTS "token";
