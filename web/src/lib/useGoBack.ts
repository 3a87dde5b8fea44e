import { useLocation, useNavigate } from 'react-router';

/** Back in history when the app has one, else to a sensible page (a link opened in a new tab). */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => void (key === 'default' ? navigate(fallback) : navigate(-1));
}
