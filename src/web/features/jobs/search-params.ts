/** The search's URL query: declared in src/shared (the server's RSS feed reads the same query). */
export * from '../../../shared/job-search-url';
