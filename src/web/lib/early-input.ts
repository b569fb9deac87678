/**
 * What a person did on the server-drawn page before the client took it over (decision 115): a
 * first render that replaces that page's elements (the page shell, or a takeover that did not
 * match) loses a Tab pressed or a word typed while the script was still on its way (a slow
 * phone), and one that keeps them in place (decision 118) leaves React unaware of the words and
 * of an option chosen in a list. Watched from
 * the moment the script runs until the first render is drawn, and given back then: the focus, by
 * the focused element's place among the page's focusable elements, what was typed in fields
 * with an id, and the option chosen in lists with an id.
 */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
const TYPED = 'input[id]:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]), textarea[id]';
/** Lists with an id: an option chosen before the client took over is chosen again through React. */
const CHOSEN = 'select[id]';
/** How long the first render may take to draw the page (its data from the server's answers, its chunk preloaded). */
const WAIT_MS = 3000;

export type EarlyInput = { restore: () => void };

const focusablesOf = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];

export function watchEarlyInput(root: HTMLElement): EarlyInput {
  const first = focusablesOf(root);
  let count = first.length;
  let focusAt = first.indexOf(document.activeElement as HTMLElement);
  const typed = new Map<string, string>();
  for (const f of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED)) if (f.value !== f.defaultValue) typed.set(f.id, f.value);

  const onFocus = (e: FocusEvent) => {
    const all = focusablesOf(root);
    count = all.length;
    focusAt = all.indexOf(e.target as HTMLElement);
  };
  const onInput = (e: Event) => {
    const f = e.target;
    if ((f instanceof HTMLInputElement || f instanceof HTMLTextAreaElement) && f.matches(TYPED) && e.isTrusted) typed.set(f.id, f.value);
  };
  // Any change counts (a test's or an assistive tool's choice is not a trusted event); the ones
  // restore() sends come after this listener is gone.
  const chosen = new Map<string, string>();
  for (const l of root.querySelectorAll<HTMLSelectElement>(CHOSEN)) if (l.selectedIndex >= 0 && !l.options[l.selectedIndex].defaultSelected) chosen.set(l.id, l.value);
  const onChange = (e: Event) => {
    if (e.target instanceof HTMLSelectElement && e.target.matches(CHOSEN)) chosen.set(e.target.id, e.target.value);
  };
  document.addEventListener('focusin', onFocus, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('change', onChange, true);

  const startedAt = Date.now();
  return {
    restore: function restore() {
      // The router may draw the page a few frames after the root's first commit.
      if (focusablesOf(root).length < count && Date.now() - startedAt < WAIT_MS) {
        requestAnimationFrame(restore);
        return;
      }
      document.removeEventListener('focusin', onFocus, true);
      document.removeEventListener('input', onInput, true);
      document.removeEventListener('change', onChange, true);
      for (const [id, value] of chosen) {
        const list = document.getElementById(id);
        if (!(list instanceof HTMLSelectElement)) continue;
        // React reads a list's choice from the change event itself: choose it again and say so.
        list.value = value;
        list.dispatchEvent(new Event('change', { bubbles: true }));
      }
      for (const [id, value] of typed) {
        const field = document.getElementById(id);
        if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
        // React keeps its own copy of a field's value, and a page it took over in place (decision
        // 118) still shows the typed words while that copy is empty: empty the field through
        // React's copy, set the words as the browser does, and tell React.
        const proto = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
        field.value = '';
        Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      if (focusAt < 0 || (document.activeElement && document.activeElement !== document.body)) return;
      focusablesOf(root)[focusAt]?.focus({ preventScroll: true });
    },
  };
}
