import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { Link } from 'react-router';
import { StatusActions, StatusCard, StatusText } from './StatusCard';

/** What the creation screens show a signed-out visitor (product.md §2): the notice and Go to Login. */
export function NotLoggedIn({ page }: { page: string }) {
  return (
    <StatusCard badge={page} title={m.notLoggedIn}>
      <StatusText>Log in to create worlds and fill them with writings, wikis, maps, timelines and languages.</StatusText>
      <StatusActions>
        <Link to="/login" className="button button-primary">
          Go to Login
        </Link>
      </StatusActions>
    </StatusCard>
  );
}
