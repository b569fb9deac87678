-- Decision 073 (issue 14): suggestions while typing. A prefix of 2 to 4 letters matches thousands
-- of keys at 100,000 jobs, and ordering them by weight read them all at every keystroke. The
-- eight best suggestions of each short prefix are kept beside the list, rebuilt with it.
CREATE TABLE "search_suggestion_prefixes" (
	"prefix" text NOT NULL,
	"rank" smallint NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "search_suggestion_prefixes_pk" PRIMARY KEY ("prefix", "rank")
);
