import { StatusActions, StatusCard, StatusText } from './StatusCard';

// Shown when a page fails to render, most often because its code chunk could not be loaded
// (offline, or a new release replaced the files). Reloading fetches the current build.
// Plain anchors, not router links: the router's state is what failed.
export function RouteError() {
  return (
    <StatusCard badge="Error" title="Something went wrong">
      <StatusText>This page could not be shown. Reloading usually helps.</StatusText>
      <StatusActions>
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <a href="/" className="button button-secondary">
          Home page
        </a>
      </StatusActions>
    </StatusCard>
  );
}
