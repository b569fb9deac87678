import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** An own list with nothing in it yet: what is missing and the one link that fills it. */
export function EmptyState({ children, to, action }: { children: ReactNode; to: string; action: string }) {
  return (
    <div className="empty-state card">
      <p>{children}</p>
      <Link className="btn btn-primary" to={to}>
        {action}
      </Link>
    </div>
  );
}
