/**
 * The job search box with suggestions while typing (GET /api/servicio/sugerencias, decision 073):
 * an ARIA 1.2 combobox. Arrow keys move through the list, Enter picks the highlighted suggestion
 * (or searches what was typed), Escape closes it; the list is announced to screen readers by its
 * role and the count in a live region. The list closes when the search is made (Enter, the
 * form's button) and on a tap or click outside it. Requests wait 150 ms after the last keystroke and the
 * previous one is cancelled.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { suggestions as suggestionsEndpoint } from '../../shared/contract/jobs';
import { callApi } from '../lib/api-client';
import './job-suggest.css';

type Suggestion = { Tipo: string; Texto: string };
const KIND_LABEL: Record<string, string> = { titulo: 'Cargo', empresa: 'Empresa', habilidad: 'Habilidad', categoria: 'Categoría', ciudad: 'Ciudad' };

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** A suggestion was chosen: search it now. */
  onPick: (value: string) => void;
  placeholder?: string;
};

export function JobSuggestInput({ id, value, onChange, onPick, placeholder }: Props) {
  const listId = useId();
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);

  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // The request waiting or on its way, cancelled when the search is made.
  const pending = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!typed.current || value.trim().length < 2) {
      setItems([]);
      return;
    }
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      callApi<typeof suggestionsEndpoint>('GET /api/servicio/sugerencias', undefined, { query: { q: value.slice(0, 60) }, token: null, signal: ctrl.signal })
        .then((r) => {
          setItems(r.values ?? []);
          setActive(-1);
          // Only while the person is still in the box: an answer arriving after the search was
          // made, or after they moved on, does not open a list over the page.
          if (document.activeElement === input.current) setOpen(true);
        })
        .catch(() => setItems([]));
    }, 150);
    const cancel = () => {
      clearTimeout(timer);
      ctrl.abort();
    };
    pending.current = cancel;
    return cancel;
  }, [value]);

  // A tap or click anywhere outside the box closes the list (a phone has no blur before a tap
  // on a select below it).
  useEffect(() => {
    const onPointerDown = (e: PointerEvent) => {
      if (box.current && e.target instanceof Node && !box.current.contains(e.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  /** The search is made: no list, and no late answer opening one. */
  const close = () => {
    typed.current = false;
    pending.current?.();
    setOpen(false);
    setActive(-1);
  };

  const shown = open && items.length > 0;
  const pick = (s: Suggestion) => {
    close();
    setItems([]);
    onPick(s.Texto);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && items.length) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % items.length);
    } else if (e.key === 'ArrowUp' && items.length) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
    } else if (e.key === 'Enter' && shown && active >= 0) {
      e.preventDefault();
      pick(items[active]);
    } else if (e.key === 'Enter') {
      // Enter with no suggestion highlighted submits the form: the typed words are searched.
      close();
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="suggest" ref={box}>
      <input
        id={id}
        ref={input}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        maxLength={200}
        placeholder={placeholder}
        value={value}
        onChange={(e) => {
          typed.current = true;
          onChange(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onFocus={() => items.length && setOpen(true)}
      />
      <ul id={listId} role="listbox" aria-label="Sugerencias" className="suggest-list" hidden={!shown}>
        {items.map((s, i) => (
          <li
            key={`${s.Tipo}-${s.Texto}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'active' : undefined}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(s)}
          >
            <span className="suggest-text">{s.Texto}</span>
            <span className="suggest-kind">{KIND_LABEL[s.Tipo] ?? ''}</span>
          </li>
        ))}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {shown ? `${items.length} ${items.length === 1 ? 'sugerencia' : 'sugerencias'}; use las flechas para elegir.` : ''}
      </span>
    </div>
  );
}
