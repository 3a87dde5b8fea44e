import { useLocation, useNavigate } from 'react-router';
import { useGoBack } from '../../lib/useGoBack';
import type { WikiPageState } from './wikiPaths';

/** Back: to /creation when the wiki was just made on /new-wiki (product.md §2), else one step back. */
export function WikiBackButton() {
  const navigate = useNavigate();
  const state = useLocation().state as WikiPageState | null;
  const goBack = useGoBack('/creation');
  return (
    <button type="button" className="button button-secondary" onClick={() => (state?.fromNewWiki ? void navigate('/creation') : goBack())}>
      Back
    </button>
  );
}
