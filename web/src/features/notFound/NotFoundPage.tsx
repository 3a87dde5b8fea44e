import { Link } from 'react-router-dom';
import { StatusActions, StatusCard, StatusText } from '../../components/StatusCard';

export function NotFoundPage() {
  return (
    <StatusCard badge="Error Code 404" title="Page Not Found">
      <StatusText>Oops! Looks like this page doesn't exist.</StatusText>
      <StatusActions>
        <Link to="/" className="button button-primary">
          Go to the home page
        </Link>
      </StatusActions>
    </StatusCard>
  );
}
