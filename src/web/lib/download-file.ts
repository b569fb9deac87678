import { getSession } from './session';

/**
 * Fetches a file with the session's bearer token (never a token in the URL) and saves it: the
 * server's file name when it gives one, else `fallbackName`. A failure throws the server's
 * message, or `failure` when it gave none.
 */
export async function downloadFile(path: string, fallbackName: string, failure: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(path, { headers: { authorization: `Bearer ${getSession().token ?? ''}` } });
  } catch {
    throw new Error('No se pudo conectar con el servidor.');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? failure);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
