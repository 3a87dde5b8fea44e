import { describe, expect, it } from 'vitest';
import { chromeFor } from './chrome';

describe('chromeFor', () => {
  it.each(['/introduction', '/writing-room', '/writing/w1', '/reading-room/w1', '/wiki/k1', '/map/m1', '/timeline/t1', '/language/l1'])(
    'hides navigation and footer on %s',
    (path) => {
      expect(chromeFor(path)).toEqual({ showNav: false, showFooter: false });
    },
  );

  it.each(['/help', '/help/', '/help/faq', '/help/terms-of-service'])('hides only the footer on %s', (path) => {
    expect(chromeFor(path)).toEqual({ showNav: true, showFooter: false });
  });

  it.each(['/', '/new-writing', '/new-wiki', '/new-map', '/generate-map', '/calendar', '/new-language', '/helpful', '/writings', '/dashboard/media'])(
    'shows navigation and footer on %s',
    (path) => {
      expect(chromeFor(path)).toEqual({ showNav: true, showFooter: true });
    },
  );
});
