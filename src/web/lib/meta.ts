import { useEffect } from 'react';
import { cut } from '../../shared/rules';

function setMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/** Sets the page title, description and social tags (cut at 255 characters). */
export function useDocumentMeta(title: string | null | undefined, description?: string | null) {
  useEffect(() => {
    if (!title) return;
    document.title = title;
    setMeta('property', 'og:title', title);
    setMeta('name', 'twitter:title', title);
    if (description) {
      const d = cut(description, 255);
      setMeta('name', 'description', d);
      setMeta('property', 'og:description', d);
      setMeta('name', 'twitter:description', d);
    }
  }, [title, description]);
}
