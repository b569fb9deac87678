/**
 * What other areas may use of the jobs area: which jobs are public and the Estado shown, the
 * one writer of the jobs table (search text kept in step), and the public counts and words of
 * search. Everything else in this folder is the area's own.
 */
export { PUBLIC_POSTING_GRACE_MS, candidateCompanyHidden, candidateCompanyName, jobPaymentStartedSql, jobStateSql, listedJobCondition, postingJobCondition, publicJobCondition, shownJobState } from './visibility';
export { closeJob, companyRenamed, insertJob, markJobFeatured, markJobPaid, setJobHidden, setJobReview, updateJob, type JobFields, type JobLists, type NewJob } from './job-store';
export { publicCountsBy, searchTokens } from './search';
export { jobItemsWithState, jobListItems, newestOfSearch, openJobsForMatching, readableJobId, searchPublishedSince, type JobForMatching, type SavedJobState } from './seeker-reads';
export { plainSynonymUnits } from './synonyms';
export { VIEW_FLUSH_MS } from './views';
