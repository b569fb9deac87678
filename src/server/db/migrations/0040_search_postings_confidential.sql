-- Issue 39 fix: the search index stores no company for a confidential job (0038's
-- search_index_jobs writes NULL), but search_postings.company_id (0014) and search_docs.company_id
-- (0025) were NOT NULL, so saving any confidential job failed.
ALTER TABLE "search_postings" ALTER COLUMN "company_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "search_docs" ALTER COLUMN "company_id" DROP NOT NULL;
