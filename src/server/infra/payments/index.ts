/** Chooses the payment gateway from the configuration (DESIGN decision 9). */
import { publicUrl, type Config } from '../../config';
import type { PaymentGateway } from './gateway';
import { sandboxGateway } from './sandbox';

export function createPaymentGateway(config: Config): PaymentGateway {
  switch (config.PAYMENT_PROVIDER) {
    case 'sandbox':
    default:
      return sandboxGateway(publicUrl(config));
  }
}

export type { Charge, ChargeQr, PaymentGateway, VerifiedCallback } from './gateway';
export { qrPngBase64, sandboxGateway, sandboxPaymentUrl } from './sandbox';
