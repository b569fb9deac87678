/** What other areas may use of the hiring area: the applicant pipeline's state names, and its worker. */
export { applicationStateLabel } from './applicants';
export { startPipelineWorker } from './pipeline-worker';
