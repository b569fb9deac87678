/** What the server's start uses of the payments area: the sweep of pending QRs. */
export { startPaymentSweep } from './gateway-check';
