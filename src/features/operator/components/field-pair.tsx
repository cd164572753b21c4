// One label-value pair of a row card's Fields list: the label as the term, the value as its
// description, wrapped in the div the Fields grid lays out as one cell.
import type { ReactNode } from 'react';

export function FieldPair({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
