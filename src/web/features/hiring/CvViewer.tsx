import { useCallback, useEffect, useRef } from 'react';
import { Modal } from '../../components/Modal';

const BLOCKED_KEYS = new Set(['c', 'u', 's', 'p', 'x', 'a']);

/** Blocks copy, cut, paste, the context menu and ctrl/cmd + c, u, s, p (spec 001) on a document. */
function guard(doc: Document | null) {
  if (!doc) return () => {};
  const stop = (e: Event) => e.preventDefault();
  const onKey = (e: KeyboardEvent) => {
    if ((e.ctrlKey || e.metaKey) && BLOCKED_KEYS.has(e.key.toLowerCase())) e.preventDefault();
  };
  const events = ['copy', 'cut', 'paste', 'contextmenu', 'dragstart', 'selectstart'] as const;
  events.forEach((ev) => doc.addEventListener(ev, stop, true));
  doc.addEventListener('keydown', onKey, true);
  return () => {
    events.forEach((ev) => doc.removeEventListener(ev, stop, true));
    doc.removeEventListener('keydown', onKey, true);
  };
}

/** 'Ver CV': the applicant's CV (its template's HTML) in an iframe, protected from copying. */
export function CvViewer({ open, onClose, name, html }: { open: boolean; onClose: () => void; name: string; html: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const release = useRef<() => void>(() => {});
  const fit = useCallback(() => {
    const f = frame.current;
    const root = f?.contentDocument?.documentElement;
    if (!f || !root) return;
    root.style.zoom = '1';
    const page = root.scrollWidth;
    const room = f.clientWidth;
    if (page > room + 1 && room > 0) root.style.zoom = String(Math.max(0.3, room / page));
  }, []);
  const onLoad = useCallback(() => {
    release.current();
    const doc = frame.current?.contentDocument ?? null;
    if (doc) {
      const style = doc.createElement('style');
      style.textContent = '*{-webkit-user-select:none!important;user-select:none!important}@media print{body{display:none!important}}';
      doc.head?.appendChild(style);
    }
    release.current = guard(doc);
    fit();
  }, [fit]);
  // A phone's viewer is narrower than the CV's page: the page is zoomed out to the frame's width.
  useEffect(() => {
    if (!open) return;
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [open, fit]);
  // The page itself too, while the viewer is open (keyboard focus may stay outside the frame).
  useEffect(() => (open ? guard(document) : undefined), [open]);
  useEffect(() => () => release.current(), []);
  return (
    <Modal title={`Currículum de ${name}`} open={open} onClose={onClose} wide>
      <div className="cv-frame-wrap" onContextMenu={(e) => e.preventDefault()}>
        {/* No scripts run inside (sandbox without allow-scripts; the page's CSP allows none either). */}
        <iframe ref={frame} className="cv-frame" title={`Currículum de ${name}`} sandbox="allow-same-origin" srcDoc={html} onLoad={onLoad} />
      </div>
    </Modal>
  );
}
