import { describe, expect, it } from 'vitest';
import type { Stack } from '../composition';
import { API_ROUTES } from './apiRoutes';
import { relationRoutes, type RelationRoutePorts } from './relations/relations';
import { viewWiki, type ViewWikiPorts } from './wikis/wikiViews';

describe('route modules name the ports they use', () => {
  it('a route module is built from its ports alone, and refuses what lacks them', () => {
    // Nothing is read from the ports until the plugin registers: a stand-in builds it.
    const ports = {} as RelationRoutePorts;
    expect(typeof relationRoutes(ports)).toBe('function');
    expect(API_ROUTES).toContain(relationRoutes);

    const waitOnly = {} as Pick<Stack, 'waitForViews' | 'eventStore'>;
    // @ts-expect-error the relation routes need the relation commands and the read models they show
    expect(typeof relationRoutes(waitOnly)).toBe('function');
  });

  it('a route module cannot reach a port it did not name', () => {
    const ports = {} as RelationRoutePorts;
    // @ts-expect-error the relation routes named no map commands
    const reachMaps = () => ports.commands.maps;
    const wikiPorts = {} as ViewWikiPorts;
    // @ts-expect-error a wiki's view reads the wikis and worlds, not the mailer
    const reachMail = () => wikiPorts.mail;
    expect([typeof reachMaps, typeof reachMail, typeof viewWiki]).toEqual(['function', 'function', 'function']);
  });
});
