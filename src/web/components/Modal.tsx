import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useOverflows } from './use-overflows';

type Props = {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  role?: 'dialog' | 'alertdialog';
};

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** The elements Tab can reach inside `root`, in order, skipping hidden ones. */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/**
 * Accessible modal (decision 091): when it opens, focus moves into it; it stays on whatever the
 * person is using while they type (the effect runs only when `open` changes, never because the
 * caller passed a new `onClose`); Tab and Shift+Tab cycle inside it; Escape closes it; when it
 * closes, focus returns to the element that opened it. The page behind does not scroll.
 * Mark the element that should take focus first with `data-autofocus` (never `autoFocus`, which
 * would run before the opener is known).
 */
export function Modal({ title, open, onClose, children, footer, wide, role = 'dialog' }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  // A body taller than the dialog scrolls: then Tab reaches it, so a keyboard can scroll it too.
  const bodyScrolls = useOverflows(bodyRef, open);
  // The latest onClose, read when a key or click asks to close: callers pass a new function on
  // every render, and the focus effect below must not re-run because of it.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The element marked data-autofocus (the field the person came to fill), else the dialog itself.
    (dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (e.key !== 'Tab' || !dialog) return;
      const items = tabbables(dialog);
      if (items.length === 0) {
        e.preventDefault();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      const inside = active instanceof Node && dialog.contains(active);
      if (e.shiftKey && (active === first || active === dialog || !inside)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !inside)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onCloseRef.current()}>
      <div className={`modal${wide ? ' modal-wide' : ''}`} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1} ref={ref}>
        <div className="modal-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" aria-label="Cerrar" onClick={() => onCloseRef.current()}>
            ×
          </button>
        </div>
        <div className="modal-body" ref={bodyRef} tabIndex={bodyScrolls ? 0 : undefined}>
          {children}
        </div>
        {footer && <div className="modal-footer">{footer}</div>}
      </div>
    </div>
  );
}
