-- The answer cache's second tag: applications. Every write to the table (any module, any
-- instance) bumps its version, as 0006 does for jobs, so cached dashboards and applicant lists
-- are never served after a change.
INSERT INTO "search_versions" ("name", "version") VALUES ('applications', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_applications_cache_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_versions SET version = (version + 1) % 2000000000 WHERE name = 'applications';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_cache_version
  AFTER INSERT OR DELETE OR UPDATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION bump_applications_cache_version();
