/**
 * GET /api/servicio/comprobante/{TransaccionDePago}: the receipt PDF, fetched with the bearer token
 * (never a token in the URL) and saved as a file: a phone without a PDF viewer still gets it.
 */
import { useMutation } from '@tanstack/react-query';
import { getSession } from '../../../lib/session';

export async function downloadReceipt(tx: number): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`/api/servicio/comprobante/${tx}`, { headers: { authorization: `Bearer ${getSession().token ?? ''}` } });
  } catch {
    throw new Error('No se pudo conectar con el servidor.');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? 'No se pudo descargar el comprobante.');
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `comprobante-${tx}.pdf`;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const useDownloadReceipt = () => useMutation({ mutationFn: downloadReceipt });
