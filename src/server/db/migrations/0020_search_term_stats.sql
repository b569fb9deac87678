-- Decision 073 (issue 14): a search of several words walks its rarest word's postings. The
-- planner's statistics of search_postings.term tell which word that is with no query per search
-- (modules/jobs/term-stats.ts): keep the 1,000 most common terms and their shares, not 100.
ALTER TABLE "search_postings" ALTER COLUMN "term" SET STATISTICS 1000;
--> statement-breakpoint
ANALYZE "search_postings";
