/** Chooses the payment gateway from the configuration (DESIGN decision 9, decision 063). */
import { paymentProvider, publicUrl, type Config } from '../../config';
import { GatewayError, type PaymentGateway } from './gateway';
import { pagofacilGateway } from './pagofacil';
import { sandboxGateway } from './sandbox';

/** No provider (production without PAYMENT_PROVIDER): every charge is refused. */
const disabledGateway: PaymentGateway = {
  name: 'none',
  async createCharge() {
    throw new GatewayError('payments are disabled: PAYMENT_PROVIDER is not set');
  },
};

export const PAYMENT_CALLBACK_PATH = '/api/servicio/pagos/callback';

export function createPaymentGateway(config: Config): PaymentGateway {
  switch (paymentProvider(config)) {
    case 'pagofacil':
      return pagofacilGateway({
        baseUrl: config.PAGOFACIL_URL,
        tokenService: config.PAGOFACIL_TOKEN_SERVICE ?? '',
        tokenSecret: config.PAGOFACIL_TOKEN_SECRET ?? '',
        clientCode: config.PAGOFACIL_CLIENT_CODE ?? '',
        callbackUrl: `${publicUrl(config)}${PAYMENT_CALLBACK_PATH}`,
      });
    case 'none':
      return disabledGateway;
    case 'sandbox':
      return sandboxGateway(publicUrl(config));
  }
}

export type { Charge, ChargeQr, GatewayReport, PaymentGateway } from './gateway';
export { GatewayError } from './gateway';
export { qrPngBase64, sandboxGateway, sandboxPaymentUrl } from './sandbox';
