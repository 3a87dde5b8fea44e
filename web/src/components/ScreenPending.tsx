import { Link, useLocation } from 'react-router';
import { StatusActions, StatusCard, StatusDetail, StatusText } from './StatusCard';

/** Stands in for a screen whose issue has not landed yet: says so plainly and offers a way home. */
export function ScreenPending({ name }: { name: string }) {
  const { pathname } = useLocation();
  return (
    <StatusCard badge="Not in this build" title={name}>
      <StatusText>This screen is not available in this build yet.</StatusText>
      <StatusDetail>
        Address: <code>{pathname}</code>
      </StatusDetail>
      <StatusActions>
        <Link to="/" className="button button-secondary">
          Back to the home page
        </Link>
      </StatusActions>
    </StatusCard>
  );
}
