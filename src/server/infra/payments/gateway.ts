/**
 * The payment gateway interface (DESIGN decision 9). A gateway turns a payment row into a QR the
 * payer scans with a banking app and tells when the money arrived, either because the payer's
 * gateway calls us back (an unsigned hint) and we then ask it (`query`), or because we ask it on our own.
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
  /** The sandbox's unguessable confirmation code, carried by its QR. */
  confirmCode?: string;
};

export type ChargeQr = {
  /** PNG of the QR, base64 without the data: prefix (lcQRBASE64). */
  qrPngBase64: string;
  /** The gateway's own reference of the charge, when it has one. */
  providerRef: string | null;
  /** What the QR encodes, when it is a URL the payer may open (sandbox). */
  url?: string;
  /** When the gateway stops accepting payment of this QR, when it says so. */
  expiresAt?: Date | null;
};

/** What the gateway itself reports about a charge: the only proof of payment we accept. */
export type GatewayReport = { state: 'pending' | 'paid' | 'expired' | 'review'; amountBs: number | null };

/** The gateway failed, timed out or refused; the message is for the log, never for the user. */
export class GatewayError extends Error {}

export interface PaymentGateway {
  readonly name: 'sandbox' | string;
  /** True when no money moves (the sandbox): the pages say it is a simulation. */
  readonly simulated?: boolean;
  /** Asks the gateway for the charge's state (by its reference, or by our id when it has none). */
  query?(ref: { transactionId: number; providerRef: string | null }): Promise<GatewayReport>;
  /** Our transaction id named by a callback body (a hint to query, never proof), or null. */
  callbackTransactionId?(body: unknown): number | null;
  /** Creates the charge and its QR. Throws when the gateway cannot (the page shows the QR failure message). */
  createCharge(charge: Charge): Promise<ChargeQr>;
}
