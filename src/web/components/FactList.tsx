import type { ReactNode } from 'react';

/** A detail page's facts as a description list, [label, value] pairs; those with no value are left out. */
export function FactList({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <dl>
      {facts
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
    </dl>
  );
}
