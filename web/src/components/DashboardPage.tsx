import type { ReactNode } from 'react';

/**
 * A page inside the dashboard's content column: its name in the browser tab, its heading (the
 * name, unless given) with the line under it, then the page.
 */
export function DashboardPage({ title, heading = title, intro, children }: { title: string; heading?: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="page-stack">
      <title>{`${title} · Lorewright`}</title>
      <header className="page-heading">
        <h1 className="dashboard-title">{heading}</h1>
        {intro && <p className="page-intro">{intro}</p>}
      </header>
      {children}
    </div>
  );
}
