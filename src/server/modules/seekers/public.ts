/** What the server start and other areas use of the job seekers' tools: the alert sender. */
export { sendDueAlerts, startAlertSender } from './alert-sender';
