/**
 * The payment gateway interface (DESIGN decision 9). A gateway turns a payment row into a QR the
 * payer scans with a banking app and tells when the money arrived, either because the payer's
 * bank calls us back (a signed callback) or because we ask it (`status`).
 *
 * The payments service owns the rows and the crediting (idempotent, once); a gateway only talks
 * to the outside. The default `sandbox` gateway moves no money: its QR opens our own
 * /pago-sandbox/{TransaccionDePago} page, whose button confirms through a sandbox-only route.
 */

export type Charge = {
  /** TransaccionDePago: our payment id. */
  transactionId: number;
  amountBs: number;
  /** Spanish text shown to the payer ('Activación de currículum', ...). */
  concept: string;
  payer: { nombre: string; ciNit: string; telefono: string; correo: string };
};

export type ChargeQr = {
  /** PNG of the QR, base64 without the data: prefix (lcQRBASE64). */
  qrPngBase64: string;
  /** The gateway's own reference of the charge, when it has one. */
  providerRef: string | null;
  /** What the QR encodes, when it is a URL the payer may open (sandbox). */
  url?: string;
};

/** A callback the gateway sent, once its signature has been checked. */
export type VerifiedCallback = { transactionId: number; paid: boolean };

export interface PaymentGateway {
  readonly name: 'sandbox' | string;
  /** Creates the charge and its QR. Throws when the gateway cannot (the page shows the QR failure message). */
  createCharge(charge: Charge): Promise<ChargeQr>;
  /** Asks the gateway whether a pending charge was paid (gateways without callbacks). */
  status?(providerRef: string): Promise<'pending' | 'paid'>;
  /**
   * Checks a callback's signature and reads it; null when the signature is wrong or the body
   * is not a callback of this gateway. A gateway without callbacks leaves this out.
   */
  verifyCallback?(rawBody: string, headers: Record<string, string | string[] | undefined>): VerifiedCallback | null;
}
