import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is taller than the element (so it scrolls), kept up to date as
 * the element or its content changes size. A region that scrolls must be reachable by keyboard
 * (WCAG 2.1.1; axe scrollable-region-focusable): callers give it tabIndex 0 only then, so short
 * content adds no useless tab stop.
 */
export function useOverflows(ref: RefObject<HTMLElement | null>, active: boolean) {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    const check = () => setOverflows(el.scrollHeight > el.clientHeight + 1);
    const sizes = new ResizeObserver(check);
    const watchChildren = () => {
      sizes.disconnect();
      sizes.observe(el);
      for (const child of el.children) sizes.observe(child);
      check();
    };
    const children = new MutationObserver(watchChildren);
    children.observe(el, { childList: true });
    watchChildren();
    return () => {
      sizes.disconnect();
      children.disconnect();
    };
  }, [ref, active]);
  return active && overflows;
}
