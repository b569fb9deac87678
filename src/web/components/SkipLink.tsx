import type { MouseEvent } from 'react';

/** The skip link moves the focus itself (a hash alone leaves it on the body): the next Tab is in the content. */
function skipToContent(e: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('contenido');
  if (!main) return;
  e.preventDefault();
  main.focus();
  main.scrollIntoView({ block: 'start' });
}

export const SkipLink = () => (
  <a href="#contenido" className="skip-link" onClick={skipToContent}>
    Saltar al contenido
  </a>
);
