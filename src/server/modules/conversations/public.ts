/** What other areas may use of the conversations area: its mail worker and the erasure of an account's threads. */
export { startMessageMailWorker } from './mail-worker';
export { eraseThreadsOf, messagesWrittenBy } from './erase';
