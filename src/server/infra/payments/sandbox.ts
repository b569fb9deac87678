/** The sandbox gateway: a real QR (PNG) that encodes PUBLIC_URL/pago-sandbox/{TransaccionDePago}. */
import QRCode from 'qrcode';
import type { PaymentGateway } from './gateway';

export const sandboxPaymentUrl = (publicUrl: string, transactionId: number) =>
  `${publicUrl.replace(/\/$/, '')}/pago-sandbox/${transactionId}`;

/** The QR PNG of a text, base64 (deterministic: same text, same image). */
export async function qrPngBase64(text: string): Promise<string> {
  const png = await QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return png.toString('base64');
}

export function sandboxGateway(publicUrl: string): PaymentGateway {
  return {
    name: 'sandbox',
    async createCharge(charge) {
      const url = sandboxPaymentUrl(publicUrl, charge.transactionId);
      return { qrPngBase64: await qrPngBase64(url), providerRef: `sandbox-${charge.transactionId}`, url };
    },
  };
}
