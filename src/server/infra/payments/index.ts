/** Chooses the payment gateway (DESIGN decision 9, decision 063). Infra knows no config module: the caller passes what it needs. */
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

export type GatewaySettings = {
  provider: 'sandbox' | 'pagofacil' | 'none';
  /** The site's own address: the sandbox QR's page, PagoFácil's callback. */
  publicUrl: string;
  /** The path PagoFácil calls back, below publicUrl. */
  callbackPath: string;
  pagofacil: { url: string; tokenService: string; tokenSecret: string; clientCode: string };
};

export function createPaymentGateway(s: GatewaySettings): PaymentGateway {
  switch (s.provider) {
    case 'pagofacil':
      return pagofacilGateway({ baseUrl: s.pagofacil.url, ...s.pagofacil, callbackUrl: `${s.publicUrl.replace(/\/$/, '')}${s.callbackPath}` });
    case 'none':
      return disabledGateway;
    case 'sandbox':
      return sandboxGateway(s.publicUrl);
  }
}

export type { Charge, ChargeQr, GatewayReport, PaymentGateway } from './gateway';
export { GatewayError } from './gateway';
export { qrPngBase64, sandboxGateway, sandboxPaymentUrl } from './sandbox';
