/** What other parts of the server may use of the interviews area: its reminder worker. */
export { startInterviewWorker } from './reminders';
