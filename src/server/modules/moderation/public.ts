/** What other areas may use of moderation: the check of a written posting and staff's hide hook. */
export { reviewPosting } from './review';
export { staffDecided } from './decisions';
export { defaultConfig, scorePosting } from './rules';
