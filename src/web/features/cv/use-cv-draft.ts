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

/** Keeps the draft in state and in localStorage (written 300 ms after the last change). */
export function useCvDraft(storageKey: string) {
  const [draft, setDraft] = useState<CvDraft>(() => loadDraft(storageKey) ?? emptyDraft());
  useEffect(() => {
    const t = setTimeout(() => saveDraft(storageKey, draft), 300);
    return () => clearTimeout(t);
  }, [draft, storageKey]);
  const update = useCallback((patch: Partial<CvDraft>) => setDraft((d) => ({ ...d, ...patch })), []);
  return { draft, setDraft, update };
}
