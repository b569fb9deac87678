/** The wizard's state: the draft kept in localStorage, and whether the screen is wide enough for the side preview. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ownsPrivateKey } from '../../lib/session';
import { clearDraft, emptyDraft, loadDraft, saveDraft, type CvDraft } from './draft';

/** Wide screens show the preview beside the form; narrow ones behind 'Ver Vista Previa'. */
export const WIDE_QUERY = '(min-width: 1100px)';

export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const mq = window.matchMedia(query);
    const on = () => setMatches(mq.matches);
    mq.addEventListener('change', on);
    on();
    return () => mq.removeEventListener('change', on);
  }, [query]);
  return matches;
}

/**
 * Keeps the draft in state and in localStorage (written 300 ms after the last change, and at once
 * when the page is left or hidden, so a person who types and moves on loses nothing). Another
 * key (another user on the same browser) reads that key's draft: nothing of one is shown to the
 * other. Without a stored draft the wizard starts from `seed` (a saved CV being edited) or empty;
 * a seed is stored only once it is changed, so merely opening an edit keeps nothing. `discard`
 * removes the stored draft and any write still waiting (after the CV is created or saved). A
 * write still waiting when its user signs out is dropped (the next person never sees it).
 */
export function useCvDraft(storageKey: string, seed?: () => CvDraft) {
  const start = (key: string) => {
    const stored = loadDraft(key);
    const draft = stored ?? seed?.() ?? emptyDraft();
    return { key, draft, pristine: stored || !seed ? null : draft };
  };
  const [state, setState] = useState(() => start(storageKey));
  let current = state;
  if (state.key !== storageKey) {
    current = start(storageKey);
    setState(current);
  }
  const { key, draft, pristine } = current;
  const pending = useRef<{ key: string; draft: CvDraft } | null>(null);
  const flush = useCallback(() => {
    // A write still waiting when its user signed out is dropped: logout removed that person's draft.
    if (pending.current && ownsPrivateKey(pending.current.key)) saveDraft(pending.current.key, pending.current.draft);
    pending.current = null;
  }, []);
  useEffect(() => {
    if (draft === pristine) return;
    if (pending.current && pending.current.key !== key) flush();
    pending.current = { key, draft };
    const t = setTimeout(flush, 300);
    return () => clearTimeout(t);
  }, [draft, key, pristine, flush]);
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [flush]);
  const setDraft = useCallback(
    (next: CvDraft | ((d: CvDraft) => CvDraft)) => setState((s) => ({ ...s, draft: typeof next === 'function' ? next(s.draft) : next })),
    [],
  );
  const update = useCallback((patch: Partial<CvDraft>) => setDraft((d) => ({ ...d, ...patch })), [setDraft]);
  const discard = useCallback(() => {
    pending.current = null;
    clearDraft(key);
  }, [key]);
  return { draft, setDraft, update, discard };
}
