/**
 * Where to go after logging in or registering: the page that sent the person to /login on
 * purpose (a job they wanted to apply to), given as ?volver=/path. Only a page of this site is
 * accepted, never another origin. (The account guard's redirect is not followed back: the page
 * may belong to another role than the one who logs in.)
 */
import { useSearchParams } from 'react-router';
import { isWebPath } from '../../shared/web-paths';

export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  const path = raw.split(/[?#]/)[0];
  return isWebPath(path) && path !== '/login' ? raw : null;
}

/** The login link of a page that wants the person back afterwards. */
export const loginLink = (back: string, tab?: 'candidato' | 'empresa') =>
  `/login?${tab ? `tab=${tab}&` : ''}volver=${encodeURIComponent(back)}`;

/** The page to return to after a login or a registration, or null (then the dashboard). */
export function useReturnTo(): string | null {
  const [params] = useSearchParams();
  return safeReturnPath(params.get('volver'));
}
