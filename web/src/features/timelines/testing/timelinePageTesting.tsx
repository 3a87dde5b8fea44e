import { renderPage } from '../../../testing/renderPage';
import { TimelinePage } from '../TimelinePage';

/** The timeline page on its own route, with the alerts it raises. */
export const renderTimelinePage = (id: string, token: string | null, state: unknown = null) =>
  renderPage('/timeline/:id', <TimelinePage />, `/timeline/${id}`, token, state);
