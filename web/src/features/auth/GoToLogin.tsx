import { Link } from 'react-router';

/** The button that ends a finished account flow (registered, password reset) at the login page. */
export function GoToLogin() {
  return (
    <Link to="/login" className="button button-primary">
      Go to Login
    </Link>
  );
}
