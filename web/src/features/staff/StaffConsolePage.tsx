import type { ReactNode } from 'react';
import { StaffNav } from './StaffNav';
import { StaffOnly } from './StaffOnly';

/**
 * A page of the staff console: only staff get past the gate (the content is not even asked for
 * before), the console's navigation, and a titled heading when the page has one of its own.
 */
const CONSOLE = 'Staff Console';

export function StaffConsolePage({ title, intro, children }: { title?: string; intro?: string; children: ReactNode }) {
  return (
    <StaffOnly>
      <div className="page-column page-stack">
        {title && (
          <>
            <title>{title === CONSOLE ? `${CONSOLE} · Lorewright` : `${title} · ${CONSOLE} · Lorewright`}</title>
            <header className="page-heading">
              <h1 className="dashboard-title">{title}</h1>
              {intro && <p className="page-intro">{intro}</p>}
            </header>
          </>
        )}
        <StaffNav />
        {children}
      </div>
    </StaffOnly>
  );
}
