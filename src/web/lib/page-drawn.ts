/**
 * Told once the page inside the layout's Suspense boundary is drawn (committed): the client's
 * takeover of a server-drawn page (decision 118) attaches to that part after the header and the
 * footer, in time slices, and only then may the render that knows the browser (the session, the
 * theme) and the focus and typing of the page before it (lib/early-input.ts) reach it.
 */
import { createContext, useContext, useEffect } from 'react';

export const PageDrawnContext = createContext<(() => void) | null>(null);

/** Rendered beside the page inside the layout's Suspense boundary; draws nothing. */
export function PageDrawn() {
  const drawn = useContext(PageDrawnContext);
  useEffect(() => drawn?.(), [drawn]);
  return null;
}
