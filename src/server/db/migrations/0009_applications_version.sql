-- The applications' version for the answer cache (src/server/core/cache.ts): a counter bumped by
-- every write, like the jobs' one (0006). The newest updated_at was not enough: two changes
-- stamped with the same time (or an instance whose clock is behind) left cached figures stale.
INSERT INTO "search_versions" ("name", "version") VALUES ('applications', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_applications_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE search_versions SET version = (version + 1) % 2000000000 WHERE name = 'applications';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_version
  AFTER INSERT OR DELETE OR UPDATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION bump_applications_version();
