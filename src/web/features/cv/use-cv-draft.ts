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
 * other.
 */
export function useCvDraft(storageKey: string) {
  const [state, setState] = useState(() => ({ key: storageKey, draft: loadDraft(storageKey) ?? emptyDraft() }));
  let current = state;
  if (state.key !== storageKey) {
    current = { key: storageKey, draft: loadDraft(storageKey) ?? emptyDraft() };
    setState(current);
  }
  const { key, draft } = current;
  useEffect(() => {
    const t = setTimeout(() => saveDraft(key, draft), 300);
    return () => clearTimeout(t);
  }, [draft, key]);
  const setDraft = useCallback(
    (next: CvDraft | ((d: CvDraft) => CvDraft)) => setState((s) => ({ key: s.key, draft: typeof next === 'function' ? next(s.draft) : next })),
    [],
  );
  const update = useCallback((patch: Partial<CvDraft>) => setDraft((d) => ({ ...d, ...patch })), [setDraft]);
  return { draft, setDraft, update };
}
