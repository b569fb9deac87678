/** Chooses the payment gateway from the configuration (DESIGN decision 9). */
import type { PaymentGateway } from './gateway';
import { sandboxGateway } from './sandbox';

/** `publicUrl`: where the sandbox's QR points (the site's own address). */
export function createPaymentGateway(config: { PAYMENT_PROVIDER: 'sandbox' }, publicUrl: string): PaymentGateway {
  switch (config.PAYMENT_PROVIDER) {
    case 'sandbox':
    default:
      return sandboxGateway(publicUrl);
  }
}

export type { Charge, ChargeQr, PaymentGateway, VerifiedCallback } from './gateway';
export { qrPngBase64, sandboxGateway, sandboxPaymentUrl } from './sandbox';
