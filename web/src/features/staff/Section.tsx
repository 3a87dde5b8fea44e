import { useId, type ReactNode } from 'react';

/** One part of the staff console: a panel card that is a region named by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="panel-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
