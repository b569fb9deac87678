/** What other areas may use of the hiring area: the applicant pipeline's state names, its worker, and the candidate's side (decision 079). */
export { applicationStateLabel } from './applicants';
export { startPipelineWorker } from './pipeline-worker';
export { candidateTimeline, withdrawApplication } from './candidate-side';
export { changeStateWithin } from './status-messages';
