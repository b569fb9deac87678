/**
 * Opens a stored PDF (a CV, an analysed CV) in a new tab: fetched with the bearer token, never
 * a token in the URL. The tab is opened before the request so the browser does not block it.
 * Resolves with the problem to show (the server's message, or `failure`), or null when shown.
 */
import { getSession } from './session';

export async function openPdfInNewTab(url: string, failure: string): Promise<string | null> {
  const tab = window.open('', '_blank');
  try {
    const res = await fetch(url, { headers: { authorization: `Bearer ${getSession().token ?? ''}` } });
    if (!res.ok) {
      tab?.close();
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      return body?.message ?? failure;
    }
    const blobUrl = URL.createObjectURL(await res.blob());
    if (tab) tab.location.href = blobUrl;
    else window.location.href = blobUrl;
    setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
    return null;
  } catch {
    tab?.close();
    return 'No se pudo conectar con el servidor.';
  }
}
