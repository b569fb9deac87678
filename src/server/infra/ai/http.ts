/** One JSON POST to a remote model, with a timeout; every failure becomes AiUnavailableError. */
import { AiUnavailableError, type AiProviderName } from './provider';

export const DEFAULT_TIMEOUT_MS = 20_000;

export type FetchLike = typeof fetch;

export async function postJson(
  provider: AiProviderName,
  url: string,
  body: unknown,
  options: { headers?: Record<string, string>; timeoutMs?: number; fetch?: FetchLike },
): Promise<unknown> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const signal = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  let response: Response;
  try {
    response = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...options.headers },
      body: JSON.stringify(body),
      signal,
    });
  } catch (err) {
    throw new AiUnavailableError(provider, isTimeout(err) ? 'request timed out' : 'network error', { cause: err });
  }
  if (!response.ok) {
    // The body is drained but not kept: it could echo the request.
    await response.arrayBuffer().catch(() => undefined);
    throw new AiUnavailableError(provider, `HTTP ${response.status}`, { status: response.status });
  }
  try {
    return await response.json();
  } catch (err) {
    throw new AiUnavailableError(provider, isTimeout(err) ? 'request timed out' : 'unreadable reply', { cause: err });
  }
}

function isTimeout(err: unknown): boolean {
  return err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
}

/** Reads a nested value without trusting the reply's shape. */
export function pick(value: unknown, ...path: (string | number)[]): unknown {
  let current: unknown = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}
