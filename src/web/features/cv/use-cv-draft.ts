/** The wizard's state: the draft kept in localStorage, and whether the screen is wide enough for the side preview. */
import { useCallback, useEffect, useState } from 'react';
import { emptyDraft, loadDraft, saveDraft, type CvDraft } from './draft';

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
 * Keeps the draft in state and in localStorage (written 300 ms after the last change). Another
 * key (another user on the same browser) reads that key's draft: nothing of one is shown to the
 * other. Without a stored draft the wizard starts from `seed` (a saved CV being edited) or empty;
 * a seed is stored only once it is changed, so merely opening an edit keeps nothing.
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
  useEffect(() => {
    if (draft === pristine) return;
    const t = setTimeout(() => saveDraft(key, draft), 300);
    return () => clearTimeout(t);
  }, [draft, key, pristine]);
  const setDraft = useCallback(
    (next: CvDraft | ((d: CvDraft) => CvDraft)) => setState((s) => ({ ...s, draft: typeof next === 'function' ? next(s.draft) : next })),
    [],
  );
  const update = useCallback((patch: Partial<CvDraft>) => setDraft((d) => ({ ...d, ...patch })), [setDraft]);
  return { draft, setDraft, update };
}
