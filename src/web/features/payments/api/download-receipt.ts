/**
 * GET /api/servicio/comprobante/{TransaccionDePago}: the receipt PDF, fetched with the bearer token
 * (never a token in the URL) and saved as a file: a phone without a PDF viewer still gets it.
 */
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

export const downloadReceipt = (tx: number): Promise<void> => downloadFile(`/api/servicio/comprobante/${tx}`, `comprobante-${tx}.pdf`, 'No se pudo descargar el comprobante.');

export const useDownloadReceipt = () => useMutation({ mutationFn: downloadReceipt });
