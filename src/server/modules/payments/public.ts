/** What the server's start uses of the payments area: the sweep of pending QRs. */
export { startPaymentSweep } from './gateway-check';
/** What the hiring area uses: one credit for a posting, in the publication's transaction (issue 39). */
export { CreditRefused, spendCredit } from './credits';
/** Who may pay for a company: the one check (issue 39; teams make it "administrators only"). */
export { assertCanPay } from './service';
