import { useLocation, useNavigate } from 'react-router';
import { pathnameBefore } from '../lib/navigationHistory';
import { useGoBack } from '../lib/useGoBack';

interface CreationBackButtonProps {
  /** The creation form's address ('/new-map'): coming from it, Back goes to /creation. */
  newPath: string;
  /** The creation form said so in the router state. */
  fromNew: (state: unknown) => boolean;
}

/** Back: to /creation when the element was just made on its creation form (product.md §2), else one step back. */
export function CreationBackButton({ newPath, fromNew }: CreationBackButtonProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = useGoBack('/creation');
  const justMade = fromNew(location.state) || pathnameBefore(location.pathname) === newPath;
  return (
    <button type="button" className="button button-secondary" onClick={() => (justMade ? void navigate('/creation') : goBack())}>
      Back
    </button>
  );
}
