/** What other parts of the server may use of the interviews area: its reminder worker, and the cancelling of a withdrawn application's interview. */
export { startInterviewWorker } from './reminders';
export { cancelInterviewsOfWithdrawn } from './closing';
