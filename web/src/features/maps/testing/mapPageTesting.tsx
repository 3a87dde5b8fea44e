import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../../testing/renderPage';
import { MapPage } from '../MapPage';

// The map page on its own route (with the alerts it raises), and its picture "loaded", as jsdom
// never loads one.

export const renderMapPage = (id: string, token: string | null, state: unknown = null) => renderPage('/map/:id', <MapPage />, `/map/${id}`, token, state);

/** Gives the map picture a size and fires its load, as a browser would. */
export async function loadPicture(width = 1000, height = 500) {
  const picture = await screen.findByRole('img', { name: 'Map picture' }, { timeout: 3000 });
  Object.defineProperty(picture, 'naturalWidth', { value: width, configurable: true });
  Object.defineProperty(picture, 'naturalHeight', { value: height, configurable: true });
  fireEvent.load(picture);
  return picture;
}
