-- Issue 39, decision docs/decisions/featured-and-confidential.md: the search index stores no
-- company for a confidential job (search_index_jobs, migration 0038, writes NULL), so the
-- company_id of its postings and of its search_docs row may be NULL; NOT NULL (0014, 0029) made
-- paying, publishing or editing a confidential job fail.
ALTER TABLE "search_postings" ALTER COLUMN "company_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "search_docs" ALTER COLUMN "company_id" DROP NOT NULL;
