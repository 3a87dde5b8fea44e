import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusActions, StatusCard, StatusText } from './StatusCard';

/** A 404 card: what was not found, what the page says about it, and the way home. */
export function NotFoundCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <StatusCard badge="Error Code 404" title={title}>
      {children}
      <StatusActions>
        <Link to="/" className="button button-primary">
          Go to the home page
        </Link>
      </StatusActions>
    </StatusCard>
  );
}

export function NotFoundPage() {
  return (
    <NotFoundCard title="Page Not Found">
      <StatusText>Oops! Looks like this page doesn't exist.</StatusText>
    </NotFoundCard>
  );
}
