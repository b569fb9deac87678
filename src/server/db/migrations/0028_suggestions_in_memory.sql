-- Decision 084: the suggestions list is kept in each server's memory, read from the jobs; its
-- tables (rewritten whole every two minutes, then vacuumed) are no longer used.
DROP TABLE IF EXISTS "search_suggestion_prefixes";
--> statement-breakpoint
DROP TABLE IF EXISTS "search_suggestions";
