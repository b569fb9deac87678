/**
 * The sandbox gateway: no money moves. Its QR is a real PNG that encodes
 * PUBLIC_URL/pago-sandbox/{TransaccionDePago}?codigo={code}; the page's "Confirmar pago" needs that
 * unguessable code or the payer's session (decision 063).
 */
import QRCode from 'qrcode';
import type { PaymentGateway } from './gateway';

export const sandboxPaymentUrl = (publicUrl: string, transactionId: number, code?: string) =>
  `${publicUrl.replace(/\/$/, '')}/pago-sandbox/${transactionId}${code ? `?codigo=${encodeURIComponent(code)}` : ''}`;

/** The QR PNG of a text, base64 (deterministic: same text, same image). */
export async function qrPngBase64(text: string): Promise<string> {
  const png = await QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return png.toString('base64');
}

export function sandboxGateway(publicUrl: string): PaymentGateway {
  return {
    name: 'sandbox',
    simulated: true,
    async createCharge(charge) {
      const url = sandboxPaymentUrl(publicUrl, charge.transactionId, charge.confirmCode);
      return { qrPngBase64: await qrPngBase64(url), providerRef: `sandbox-${charge.transactionId}`, url };
    },
  };
}
