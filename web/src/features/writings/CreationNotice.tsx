import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatusActions, StatusCard, StatusText } from '../../components/StatusCard';

/** A writings status screen whose one way on is the creation hub: no world, no writing, a folder. */
export function CreationNotice({ badge, title, children }: { badge: string; title: string; children: ReactNode }) {
  return (
    <StatusCard badge={badge} title={title}>
      <StatusText>{children}</StatusText>
      <StatusActions>
        <Link to="/creation" className="button button-primary">
          Go to Creation
        </Link>
      </StatusActions>
    </StatusCard>
  );
}
