/**
 * The session lives in localStorage under the spec's keys: authToken, usuario, candidato, empresa.
 * Components read it through useSession(); every change notifies them.
 */
import { useSyncExternalStore } from 'react';
import type { SessionCandidate, SessionCompany, SessionUser } from '../../shared/contract/auth';

const KEYS = { token: 'authToken', user: 'usuario', candidate: 'candidato', company: 'empresa' } as const;

export type Session = {
  token: string | null;
  user: SessionUser | null;
  candidate: SessionCandidate | null;
  company: SessionCompany | null;
};
export type Role = 'visitante' | 'candidato' | 'empresa' | 'admin' | 'otro';

const listeners = new Set<() => void>();
let cached: Session | null = null;

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function read(): Session {
  return {
    token: localStorage.getItem(KEYS.token),
    user: readJson<SessionUser>(KEYS.user),
    candidate: readJson<SessionCandidate>(KEYS.candidate),
    company: readJson<SessionCompany>(KEYS.company),
  };
}

export function getSession(): Session {
  // The server's render (ssr.tsx) draws the page for a visitor.
  if (typeof localStorage === 'undefined') return noSession();
  return (cached ??= read());
}

function changed() {
  cached = null;
  listeners.forEach((l) => l());
}

/** Calls `listener` after every change of the stored session (this tab or another). */
export function subscribeSession(listener: () => void) {
  // The server's render has no session that could change.
  if (typeof window === 'undefined') return () => undefined;
  listeners.add(listener);
  const onStorage = () => changed();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function saveToken(token: string) {
  localStorage.setItem(KEYS.token, token);
  changed();
}

export function saveSessionData(d: { Usuario: SessionUser; Candidato: SessionCandidate | null; Empresa: SessionCompany | null }) {
  localStorage.setItem(KEYS.user, JSON.stringify(d.Usuario));
  if (d.Candidato) localStorage.setItem(KEYS.candidate, JSON.stringify(d.Candidato));
  else localStorage.removeItem(KEYS.candidate);
  if (d.Empresa) localStorage.setItem(KEYS.company, JSON.stringify(d.Empresa));
  else localStorage.removeItem(KEYS.company);
  changed();
}

/**
 * Personal data a page keeps in this browser (a CV draft) goes under this prefix, keyed to its
 * user: the next person on a shared computer never sees it, and logout removes it.
 */
const PRIVATE_PREFIX = 'chamba:privado:';
/** Keys of earlier versions that held personal data without a user in the key. */
const LEGACY_PRIVATE_KEYS = ['chamba:cv-borrador'];

/** The localStorage key of a page's personal data for the signed-in user ('visitante' without one). */
export function privateKey(name: string, user: SessionUser | null): string {
  return `${PRIVATE_PREFIX}${name}:${user?.Usuario ?? 'visitante'}`;
}

/**
 * Whether a key of personal data still belongs to whoever is signed in now: a write that was
 * waiting when the session ended (a draft flushed as its page unmounts after logout) must not
 * put one person's data back into a shared browser.
 */
export function ownsPrivateKey(key: string): boolean {
  if (!key.startsWith(PRIVATE_PREFIX)) return true;
  return key.endsWith(`:${getSession().user?.Usuario ?? 'visitante'}`);
}

/** Where the account pages send someone whose session ended: /login, or home after deleting the account. */
let signedOutPath = '/login';
export const pathAfterSignOut = () => signedOutPath;

export function clearSession(then: '/login' | '/' = '/login') {
  signedOutPath = then;
  Object.values(KEYS).forEach((k) => localStorage.removeItem(k));
  localStorage.removeItem('auth_token');
  const personal = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter((k): k is string => k !== null && k.startsWith(PRIVATE_PREFIX));
  [...personal, ...LEGACY_PRIVATE_KEYS].forEach((k) => localStorage.removeItem(k));
  changed();
}

/** A stored company record means company; otherwise a stored candidate means candidate. */
export function roleOf(s: Session): Role {
  if (!s.token) return 'visitante';
  if (s.user?.Rol === 'admin') return 'admin';
  if (s.company) return 'empresa';
  if (s.candidate) return 'candidato';
  return 'otro';
}

/** No one is signed in where there is no browser (the page shell rendered at build time, src/web/shell.tsx). */
const NO_SESSION: Session = { token: null, user: null, candidate: null, company: null };
const noSession = () => NO_SESSION;

export function useSession(): Session & { role: Role } {
  const s = useSyncExternalStore(subscribeSession, getSession, noSession);
  return { ...s, role: roleOf(s) };
}

/**
 * Who is asking, for the query keys of replies that depend on it (a job's apply block, a
 * candidate's contact data): 'visitante', or the session's user (never the token itself).
 */
export function viewerOf(s: Session): string {
  return s.token ? `usuario-${s.user?.Usuario ?? 'sin-datos'}` : 'visitante';
}
