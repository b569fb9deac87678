import { Fragment } from 'react';
import { Link } from 'react-router';

/** The page's place in the site: the links above it, then the page itself. */
export function Breadcrumb({ trail, current }: { trail: [to: string, label: string][]; current: string }) {
  return (
    <nav className="breadcrumb" aria-label="Ruta">
      {trail.map(([to, label]) => (
        <Fragment key={to}>
          <Link to={to}>{label}</Link>
          {' / '}
        </Fragment>
      ))}
      <span>{current}</span>
    </nav>
  );
}
