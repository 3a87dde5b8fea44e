import { useLocation, useNavigate } from 'react-router-dom';
import { pathnameBefore } from '../../lib/navigationHistory';
import { useGoBack } from '../../lib/useGoBack';
import type { MapPageState } from './mapPaths';

/** Back: to /creation when the map was just made on /new-map (spec §2), else one step back. */
export function MapBackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const goBack = useGoBack('/creation');
  const fromNewMap = (location.state as MapPageState | null)?.fromNewMap === true || pathnameBefore(location.pathname) === '/new-map';
  return (
    <button type="button" className="button button-secondary" onClick={() => (fromNewMap ? void navigate('/creation') : goBack())}>
      Back
    </button>
  );
}
